import type { OwnersOf } from './public-read-cache';

/**
 * What visitors read, cached, and its invalidation. Writers call the `PublicPageChanges` port
 * (`creatorChanged`, wired to `invalidateCreator` in create-deps.ts) after a
 * successful write has committed, with the creator whose public data changed. The in-process
 * implementation forgets entries in this copy; a shared one (Redis pub/sub) will tell every copy.
 */
export interface PublicCache {
  /** A visitor read, from memory while fresh; `ownersOf` names the creators the value shows. */
  read<T>(key: string, load: () => Promise<T>, ownersOf: OwnersOf<T>): Promise<T>;
  /** Forgets the cached reads that show this creator (and those spanning creators). */
  invalidateCreator(userId: number): Promise<void>;
}
