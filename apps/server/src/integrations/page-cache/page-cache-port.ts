/**
 * What a change of one creator's public data makes stale in the HTTP cache in front of the copies
 * (Varnish, Cloudflare): the names the creator is reached by (the current one and any given up that
 * still redirect), the events that have pages and share cards of their own, and whether the change
 * can move the featured list (`/`, `/creadores-destacados`).
 */
export interface PurgeTarget {
  usernames: readonly string[];
  eventIds: readonly number[];
  /** The creator's posts whose own pages (`/u/{u}/novedades/{id}`) changed (issue 35). */
  postIds?: readonly number[];
  featured: boolean;
}

/**
 * The HTTP cache's purge (issue 23). Adapters never throw: a purge that cannot be sent is logged
 * and the cached answers age out after their `s-maxage`; the write it follows has already committed.
 */
export interface PageCache {
  /** 'none' does nothing: only `s-maxage` ages answers out. */
  readonly kind: 'none' | 'varnish' | 'cloudflare';
  /** Resolves once every cache node was told (or gave up after a few tries). */
  purge(target: PurgeTarget): Promise<void>;
}

/** The default: nothing in front of the copies to purge. */
export const noPageCache: PageCache = {
  kind: 'none',
  async purge() {},
};
