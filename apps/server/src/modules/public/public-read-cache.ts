/** The time a cache entry was made, on the wall clock and on the app's (possibly test-moved) clock. */
export interface CacheTime {
  real: number;
  business: number;
}

/**
 * The creators whose data a cached value shows. Empty: tied to no single creator (a list across
 * creators, or a not-found answer that a new account or a rename can turn into a page).
 */
export type OwnersOf<T> = (value: T) => readonly number[];

interface Entry {
  value: Promise<unknown>;
  at: CacheTime;
  /** Null while the load runs: it may be reading data a write is replacing. */
  owners: readonly number[] | null;
}

/**
 * A short-lived memory of what visitors read (a profile, an events page), so a page shared to
 * thousands of phones is not rebuilt from five queries each time. Entries live `ttlMs` at most, which
 * bounds how stale another server copy can be; in this copy a creator's successful write forgets
 * that creator's entries at once (forgetCreator), so they always see their change, and other
 * creators' pages stay cached. Concurrent misses share one load.
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

  get<T>(key: string, load: () => Promise<T>, ownersOf: OwnersOf<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && this.fresh(hit, now)) return hit.value as Promise<T>;
    const value = load();
    const entry: Entry = { value, at: now, owners: null };
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.owners = ownersOf(loaded);
      },
      // A failed load is not remembered.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * Forgets what shows this creator, what spans creators, and loads still running (they may have
   * read the data just replaced). Other creators' pages stay.
   */
  forgetCreator(userId: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.owners === null || entry.owners.length === 0 || entry.owners.includes(userId)) {
        this.entries.delete(key);
      }
    }
  }
}
