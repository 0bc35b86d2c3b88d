/**
 * What a writer may add about its change for the HTTP cache's purge (issue 23). The creator's
 * current names and events are looked up after the write; a writer names what that lookup can no
 * longer find (an erased account's names, a deleted event) and says when the featured lists
 * (`/`, `/creadores-destacados`) may have moved.
 */
export interface PageChange {
  /** Money raised, page completeness, suspension, deletion, the adults-only flag. */
  featured?: boolean;
  usernames?: readonly string[];
  eventIds?: readonly number[];
  /** Posts shown, changed or gone (issue 35): their own pages are purged too. */
  postIds?: readonly number[];
}

/**
 * What writers tell the public pages after a change has committed. Offered by public (its cached
 * reads, the HTTP cache's purge and the live goal bars); every module that changes what visitors
 * see calls it.
 */
export interface PublicPageChanges {
  /**
   * The creator's public data changed: the cached reads that show them are forgotten (every copy),
   * then the HTTP cache in front of the copies is purged of their paths (in the background).
   */
  creatorChanged(userId: number, change?: PageChange): Promise<void>;
  /** What the creator's active goal has raised may have moved: the open live bars are told. Never throws. */
  goalChanged(userId: number): Promise<void>;
}
