import type { PageCache, PurgeTarget } from '../page-cache-port';

/** Test support: a page cache that keeps every purge it is asked for, with when it was asked. */
export class RecordingPageCache implements PageCache {
  readonly kind = 'varnish' as const;
  readonly purged: (PurgeTarget & { at: number })[] = [];
  /** Runs as each purge arrives (a test looks at the copies at that very moment). */
  onPurge: ((target: PurgeTarget) => Promise<void>) | null = null;

  async purge(target: PurgeTarget): Promise<void> {
    this.purged.push({ ...target, at: performance.now() });
    await this.onPurge?.(target);
  }

  /** Hands over what was purged so far and starts a new record. */
  take(): PurgeTarget[] {
    return this.purged.splice(0).map(({ at: _at, ...target }) => target);
  }
}
