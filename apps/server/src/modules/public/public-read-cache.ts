/** The time a cache entry was made, on the wall clock and on the app's (possibly test-moved) clock. */
export interface CacheTime {
  real: number;
  business: number;
}

interface Entry {
  value: Promise<unknown>;
  at: CacheTime;
}

/**
 * A short-lived memory of what visitors read (a profile, an events page), so a page shared to
 * thousands of phones is not rebuilt from five queries each time. Entries live `ttlMs` at most, which
 * bounds how stale another server copy can be; in this copy every write request empties it at once
 * (see public.routes.ts), so a creator always sees their change. Concurrent misses share one load.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => CacheTime,
    private readonly maxEntries = 1000,
  ) {}

  private fresh(entry: Entry, now: CacheTime): boolean {
    return now.real - entry.at.real < this.ttlMs && Math.abs(now.business - entry.at.business) < this.ttlMs;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && this.fresh(hit, now)) return hit.value as Promise<T>;
    const value = load();
    const entry: Entry = { value, at: now };
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
    // A failed load is not remembered.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets everything, including loads still running (they may have read the old data). */
  clear(): void {
    this.entries.clear();
  }
}
