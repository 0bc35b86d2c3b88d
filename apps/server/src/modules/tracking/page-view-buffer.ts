import type { Insertable } from 'kysely';
import type { PageViewsTable } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { VisitTraits } from '../../ports/page-visits';
import { rollUpViews } from './daily-rollup';
import { type DimensionEntry, dimensionPage, rollUpDimensions } from './dimension-rollup';
import type { TrackingCaps } from './tracking-caps';
import type { TrackingStore } from './tracking-store';

interface QueuedView {
  view: Insertable<PageViewsTable>;
  ipHash: string;
  traits: VisitTraits;
  campaign: string | null;
}

/** How long views wait to be written together. */
const FLUSH_DELAY_MS = 200;
/**
 * The most views held at once, waiting or being written (about 1 KB each): a flood, or a database
 * slower than the views arriving, cannot grow memory past this.
 */
export const MAX_HELD_VIEWS = 20_000;

/**
 * Page views of server-rendered pages, written in small batches: one transaction (one disk sync) for
 * every view that arrived within a fifth of a second, instead of one per view; each view passes the
 * per-IP cap in it, and counts only when it starts a visit (a repeat within the session writes nothing). Views are counts, not money:
 * losing the last fraction of a second in a crash is acceptable; a normal shutdown flushes them.
 * Past `maxHeld` views held (queued or being written) new ones are refused: counted in `dropped` and
 * logged once per flood (a warning when the first is refused, the total once the buffer drained).
 */
export class PageViewBuffer {
  private queue: QueuedView[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** Views queued or in a batch not yet written. */
  private held = 0;
  private droppedInFlood = 0;
  /** Views refused since the process started. */
  dropped = 0;

  constructor(
    private readonly store: Pick<TrackingStore, 'unsyncedTransaction' | 'viewsPerTransaction'>,
    private readonly caps: TrackingCaps,
    private readonly log: Logger,
    private readonly maxHeld = MAX_HELD_VIEWS,
  ) {}

  /** Queues the view for the next batch; false when the buffer is full and the view was refused. */
  add(
    view: Insertable<PageViewsTable>,
    ipHash: string,
    traits: VisitTraits,
    campaign: string | null,
  ): boolean {
    if (this.held >= this.maxHeld) {
      this.dropped += 1;
      this.droppedInFlood += 1;
      if (this.droppedInFlood === 1) {
        this.log.warn({ held: this.held }, 'page view buffer full: views refused until it drains');
      }
      return false;
    }
    this.held += 1;
    this.queue.push({ view, ipHash, traits, campaign });
    if (this.queue.length >= this.store.viewsPerTransaction) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_DELAY_MS);
      this.timer.unref();
    }
    return true;
  }

  /** Views queued or being written now. */
  get size(): number {
    return this.held;
  }

  private written(count: number): void {
    this.held -= count;
    if (this.droppedInFlood > 0 && this.held === 0) {
      this.log.warn({ dropped: this.droppedInFlood }, 'page view buffer drained; views refused meanwhile');
      this.droppedInFlood = 0;
    }
  }

  /**
   * Writes whatever is waiting, in one transaction (add() starts one as soon as the store's
   * `viewsPerTransaction` are queued, so a batch never holds more); resolves once it is stored (or its
   * failure logged).
   */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue.splice(0, this.queue.length);
    if (batch.length > 0) this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: QueuedView[]): Promise<void> {
    try {
      await this.store.unsyncedTransaction(async (tx) => {
        const answers = await this.caps.admitAll(
          tx,
          batch.map(({ view, ipHash }) => ({
            kind: 'visitor' as const,
            creatorId: view.user_id,
            ipHash,
            visitorHash: view.visitor_hash,
            at: view.created_at,
          })),
        );
        const admittedViews = batch.filter((_, i) => answers[i]);
        const visits = await this.caps.startSessions(
          tx,
          admittedViews.map(({ view }) => ({
            creatorId: view.user_id,
            page: view.page,
            eventId: view.event_id ?? null,
            visitorHash: view.visitor_hash,
            at: view.created_at,
          })),
        );
        const counted = admittedViews.filter((_, i) => visits[i]);
        const admitted = counted.map((queued) => queued.view);
        if (admitted.length > 0) {
          await tx.insertPageViews(admitted);
          await rollUpViews(tx, admitted);
          await rollUpDimensions(tx, counted.flatMap(dimensionEntry));
        }
      });
    } catch (error) {
      this.log.error({ err: error, views: batch.length }, 'page views not recorded');
    } finally {
      this.written(batch.length);
    }
  }
}

function dimensionEntry({ view, traits, campaign }: QueuedView): DimensionEntry[] {
  const eventId = dimensionPage(view);
  if (eventId === null) return [];
  return [{ kind: 'visit', userId: view.user_id, eventId, day: view.day, traits, campaign }];
}
