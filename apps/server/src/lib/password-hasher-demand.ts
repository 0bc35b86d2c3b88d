/**
 * Strangers' password checks asked for per key (an account) over a recent window, turned away or
 * not, in this process: the hasher serves the accounts asked for least first, so a real login to an
 * account nobody is guessing at does not wait behind the guesses at accounts under attack (a flood's
 * guesses are mostly turned away, so they count before any of them is hashed).
 */
export class RecentDemand {
  private readonly byKey = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly windowMs = 15 * 60_000,
    private readonly maxKeys = 10_000,
  ) {}

  record(key: string, now = performance.now()): void {
    const current = this.byKey.get(key);
    const fresh = current && now - current.since < this.windowMs;
    // Re-inserted, so the map stays in order of last ask and the stalest key is dropped first.
    this.byKey.delete(key);
    this.byKey.set(
      key,
      fresh ? { count: current.count + 1, since: current.since } : { count: 1, since: now },
    );
    if (this.byKey.size > this.maxKeys) {
      const stalest = this.byKey.keys().next();
      if (!stalest.done) this.byKey.delete(stalest.value);
    }
  }

  count(key: string, now = performance.now()): number {
    const current = this.byKey.get(key);
    return current && now - current.since < this.windowMs ? current.count : 0;
  }
}
