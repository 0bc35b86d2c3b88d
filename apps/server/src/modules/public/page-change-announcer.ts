import type { PurgeTarget } from '../../integrations/page-cache/page-cache-port';
import type { PageChange, PublicPageChanges } from '../../ports/public-page-changes';
import { PUBLIC_CACHE_TTL_MS } from './in-process-public-cache';
import { purgeNamesAndEvents } from './page-purge.repository';
import type { PageChangeDeps } from './public-deps';

/** Past the read cache's TTL: no copy still serves an entry loaded before the change. */
const SECOND_PURGE_AFTER_MS = PUBLIC_CACHE_TTL_MS + 100;

/**
 * The public side of `PublicPageChanges` (issue 23). A write, once committed, calls
 * `creatorChanged`:
 *
 * 1. this copy forgets the creator's cached reads and tells the other copies (BusPublicCache);
 * 2. the write's answer leaves; in the background, once every copy confirmed it forgot (Redis
 *    counts who heard the change, each copy answers when it did), this copy alone sends the HTTP
 *    cache's purge, once. Purging earlier would let a copy that had not yet forgotten refill the
 *    cache with the old page at once; purging on every copy would send it N times.
 * 3. If a copy did not confirm within FORGET_CONFIRM_WAIT_MS (slow, or gone mid-change), the purge
 *    is sent anyway and once more after the read cache's TTL, when no copy can hold the old data.
 *
 * The time from the call (the commit) to the purge request is logged as `sentAfterMs`.
 */
export class PageChangeAnnouncer implements PublicPageChanges {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: PageChangeDeps) {}

  async creatorChanged(userId: number, change: PageChange = {}): Promise<void> {
    const started = performance.now();
    const { everywhere } = await this.deps.cache.invalidateCreator(userId);
    if (this.deps.pageCache.kind === 'none') return;
    this.track(this.purgeWhenForgotten(userId, change, everywhere, started));
  }

  goalChanged(userId: number): Promise<void> {
    return this.deps.liveGoals.changed(userId);
  }

  /** Resolves once the purges started so far were sent (tests, and the app's close). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) =>
      this.deps.log.error({ err: error }, 'page cache purge failed'),
    );
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
  }

  private async purgeWhenForgotten(
    userId: number,
    change: PageChange,
    everywhere: Promise<boolean>,
    started: number,
  ): Promise<void> {
    const [target, confirmed] = await Promise.all([this.target(userId, change), everywhere]);
    const sentAfterMs = performance.now() - started;
    await this.deps.pageCache.purge(target);
    this.deps.log.info(
      {
        userId,
        pageCache: this.deps.pageCache.kind,
        sentAfterMs: Math.round(sentAfterMs * 10) / 10,
        doneAfterMs: Math.round((performance.now() - started) * 10) / 10,
        everyCopyForgot: confirmed,
      },
      'page cache purged',
    );
    if (!confirmed) {
      const later = new Promise<void>((resolve) => setTimeout(resolve, SECOND_PURGE_AFTER_MS).unref());
      this.track(later.then(() => this.deps.pageCache.purge(target)));
    }
  }

  private async target(userId: number, change: PageChange): Promise<PurgeTarget> {
    const found = await purgeNamesAndEvents(this.deps.database.db, userId);
    return {
      usernames: [...new Set([...found.usernames, ...(change.usernames ?? [])])],
      eventIds: [...new Set([...found.eventIds, ...(change.eventIds ?? [])])],
      featured: change.featured === true,
      ...(change.postIds?.length ? { postIds: [...new Set(change.postIds)] } : {}),
    };
  }
}
