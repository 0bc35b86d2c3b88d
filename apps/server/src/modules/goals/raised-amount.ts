import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Centavos raised for a goal: the sum of its approved donations. Donations do not exist yet, so
 * nothing has been raised; the payments work replaces this body with
 * `select coalesce(sum(amount_cents), 0) from donations where goal_id = ? and mp_status = 'approved'`.
 */
export async function raisedAmount(_db: Kysely<DB>, _goalId: number): Promise<number> {
  return 0;
}
