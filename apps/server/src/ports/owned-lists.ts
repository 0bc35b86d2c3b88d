import type { Goal } from '@enlaza/shared/goals';
import type { Link } from '@enlaza/shared/links';

/** A creator's links as they see them. Offered by links; the account export reads it. */
export interface OwnedLinks {
  list(userId: number): Promise<Link[]>;
}

/** A creator's goals as they see them (the active one first). Offered by goals; the account export reads it. */
export interface OwnedGoals {
  list(userId: number): Promise<Goal[]>;
}
