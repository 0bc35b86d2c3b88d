import type { Clock } from '../../lib/clock';

/** How long a copy reuses a featured answer: the ranking's freshness (README, ARCHITECTURE.md). */
export const FEATURED_CACHE_TTL_MS = 10_000;
/** Answers kept at most; the category filter is free text, so the keys are not a fixed set. */
const MAX_ENTRIES = 200;

/**
 * Featured answers of this copy by query, for FEATURED_CACHE_TTL_MS: the public page and the API ask
 * the database once per query and period of time, and requests arriving while it is asked wait for
 * that same answer instead of asking again. A failed answer is not kept.
 */
export class FeaturedCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(private readonly clock: Clock) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    // Oldest first (an entry is re-inserted when renewed): expired answers are not kept alive.
    for (const [oldKey, entry] of this.entries) {
      if (now - entry.at < FEATURED_CACHE_TTL_MS && now >= entry.at) break;
      this.entries.delete(oldKey);
    }
    const hit = this.entries.get(key);
    if (hit) return hit.value;
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
