import type { Clock } from '../../lib/clock';
import type { Forgetting, PublicCache } from './public-cache';
import { type OwnersOf, PublicReadCache } from './public-read-cache';

/** How long a visitor's read may be served from memory (another server copy's writes show after this). */
export const PUBLIC_CACHE_TTL_MS = 1000;

/** The cache of one server copy: reads and invalidation stay in this process. */
export class InProcessPublicCache implements PublicCache {
  readonly store: PublicReadCache;

  constructor(clock: Clock, ttlMs = PUBLIC_CACHE_TTL_MS) {
    this.store = new PublicReadCache(ttlMs, () => ({
      real: performance.now(),
      business: clock.now().getTime(),
    }));
  }

  read<T>(key: string, load: () => Promise<T>, ownersOf: OwnersOf<T>): Promise<T> {
    return this.store.get(key, load, ownersOf);
  }

  async invalidateCreator(userId: number): Promise<Forgetting> {
    this.store.forgetCreator(userId);
    return { everywhere: Promise.resolve(true) };
  }
}
