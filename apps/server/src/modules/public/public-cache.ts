import type { OwnersOf } from './public-read-cache';

/** A creator's entries forgotten here; `everywhere` tells when the other copies did too. */
export interface Forgetting {
  /**
   * Resolves true once every copy that heard of the change confirmed it forgot; false when one did
   * not confirm within a short wait (it may be slow or gone; its entries expire on their own).
   */
  everywhere: Promise<boolean>;
}

/**
 * What visitors read, cached, and its invalidation. Writers call the `PublicPageChanges` port
 * (`creatorChanged`, wired to `invalidateCreator` in create-deps.ts) after a
 * successful write has committed, with the creator whose public data changed. The in-process
 * implementation forgets entries in this copy; the bus one (Redis pub/sub) tells every copy.
 */
export interface PublicCache {
  /** A visitor read, from memory while fresh; `ownersOf` names the creators the value shows. */
  read<T>(key: string, load: () => Promise<T>, ownersOf: OwnersOf<T>): Promise<T>;
  /** Forgets the cached reads that show this creator (and those spanning creators). */
  invalidateCreator(userId: number): Promise<Forgetting>;
}
