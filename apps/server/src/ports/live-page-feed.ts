import type { LiveGoalEvent } from '@enlaza/shared/live';

/**
 * The public page's live feed (the goal bar and the latest 'Apoyos' entries, as visitors see them).
 * Offered by public (its live goal feed); the stream alert (overlay) reads it.
 */
export interface LivePageFeed {
  /** What the page shows now: the active goal (or null) and the latest wall entries. */
  current(userId: number): Promise<LiveGoalEvent>;
  /** Calls `listener` with every update of this creator's page (any copy's); the answer stops it. */
  listen(userId: number, listener: (event: LiveGoalEvent) => void): () => void;
}
