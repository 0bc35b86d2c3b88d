import type { LockedPost, PostListEntry, PublicPost, PublicPostSummary } from '@enlaza/shared/posts';

/**
 * A creator's published public posts as visitors read them (issue 35); posts for fans or monthly
 * supporters are never among them. Offered by posts; the public read model and the pages read it.
 */
export interface PublishedPosts {
  /** The newest `limit`, titles and dates only (the profile's 'Novedades'). */
  latest(userId: number, limit: number): Promise<PublicPostSummary[]>;
  /** One page of the list (1-based), newest first, with their bodies rendered. */
  page(userId: number, page: number): Promise<{ posts: PublicPost[]; has_more: boolean }>;
  /** One published public post of this creator, or null. */
  one(userId: number, id: number): Promise<PublicPost | null>;
  /** One page of the public list page: public posts whole, posts for monthly supporters locked. */
  listing(userId: number, page: number): Promise<{ entries: PostListEntry[]; has_more: boolean }>;
  /** A published post for monthly supporters as everyone sees it (never its body), or null. */
  locked(userId: number, id: number): Promise<LockedPost | null>;
  /** Whether this creator's published post `id` is for monthly supporters (its body never read here). */
  forSupporters(userId: number, id: number): Promise<boolean>;
}
