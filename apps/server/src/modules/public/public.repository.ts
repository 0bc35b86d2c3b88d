import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The creator's active goal as the public bar shows it, or undefined without one. */
export function findActiveGoal(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('goals')
    .select(['id', 'title', 'description', 'target_amount_cents', 'is_active'])
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}
