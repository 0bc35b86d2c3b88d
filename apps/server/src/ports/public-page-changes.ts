/**
 * What writers tell the public pages after a change has committed. Offered by public (its cached
 * reads and the live goal bars); every module that changes what visitors see calls it.
 */
export interface PublicPageChanges {
  /** The creator's public data changed: the cached reads that show them are forgotten (every copy). */
  creatorChanged(userId: number): Promise<void>;
  /** What the creator's active goal has raised may have moved: the open live bars are told. Never throws. */
  goalChanged(userId: number): Promise<void>;
}
