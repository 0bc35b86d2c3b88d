import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { PageViewsTable } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { VisitTraits } from '../../ports/page-visits';
import { rollUpViews } from './daily-rollup';
import { type DimensionEntry, dimensionPage, rollUpDimensions } from './dimension-rollup';
import { insertPageViews } from './tracking.repository';
import type { TrackingCaps } from './tracking-caps';

interface QueuedView {
  view: Insertable<PageViewsTable>;
  ipHash: string;
  traits: VisitTraits;
  campaign: string | null;
}

/** How long views wait to be written together, and the most written in one statement. */
const FLUSH_DELAY_MS = 200;
const MAX_BATCH = 500;

/**
 * Page views of server-rendered pages, written in small batches: one transaction (one disk sync) for
 * every view that arrived within a fifth of a second, instead of one per view; each view passes the
 * per-IP cap in it. Views are counts, not money:
 * losing the last fraction of a second in a crash is acceptable; a normal shutdown flushes them.
 */
export class PageViewBuffer {
  private queue: QueuedView[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly caps: TrackingCaps,
    private readonly log: Logger,
  ) {}

  add(view: Insertable<PageViewsTable>, ipHash: string, traits: VisitTraits, campaign: string | null): void {
    this.queue.push({ view, ipHash, traits, campaign });
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
            await this.database.db.transaction().execute(async (trx) => {
              const answers = await this.caps.admitAll(
                trx,
                chunk.map(({ view, ipHash }) => ({
                  kind: 'visitor' as const,
                  creatorId: view.user_id,
                  ipHash,
                  visitorHash: view.visitor_hash,
                  at: view.created_at,
                })),
              );
              const counted = chunk.filter((_, i) => answers[i]);
              const admitted = counted.map((queued) => queued.view);
              if (admitted.length > 0) {
                await insertPageViews(trx, admitted);
                await rollUpViews(trx, admitted);
                await rollUpDimensions(trx, counted.flatMap(dimensionEntry));
              }
            });
          } catch (error) {
            this.log.error({ err: error, views: chunk.length }, 'page views not recorded');
          }
        }
      });
    }
    return this.writing;
  }
}

function dimensionEntry({ view, traits, campaign }: QueuedView): DimensionEntry[] {
  const eventId = dimensionPage(view);
  if (eventId === null) return [];
  return [{ kind: 'visit', userId: view.user_id, eventId, day: view.day, traits, campaign }];
}
