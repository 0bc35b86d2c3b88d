import type { Insertable, Kysely } from 'kysely';
import type { DB, PageViewsTable } from '../../db/schema';
import type { Logger } from '../../lib/logger';

/** How long views wait to be written together, and the most written in one statement. */
const FLUSH_DELAY_MS = 200;
const MAX_BATCH = 500;

/**
 * Page views of server-rendered pages, written in small batches: one insert (one disk sync) for every
 * view that arrived within a fifth of a second, instead of one per view. Views are counts, not money:
 * losing the last fraction of a second in a crash is acceptable; a normal shutdown flushes them.
 */
export class PageViewBuffer {
  private queue: Insertable<PageViewsTable>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: Logger,
  ) {}

  add(view: Insertable<PageViewsTable>): void {
    this.queue.push(view);
    if (this.queue.length >= MAX_BATCH) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_DELAY_MS);
      this.timer.unref();
    }
  }

  /** Writes whatever is waiting; resolves once it is stored (or its failure logged). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue.splice(0, this.queue.length);
    if (batch.length > 0) {
      this.writing = this.writing.then(async () => {
        for (let i = 0; i < batch.length; i += MAX_BATCH) {
          const chunk = batch.slice(i, i + MAX_BATCH);
          try {
            await this.db.insertInto('page_views').values(chunk).execute();
          } catch (error) {
            this.log.error({ err: error, views: chunk.length }, 'page views not recorded');
          }
        }
      });
    }
    return this.writing;
  }
}
