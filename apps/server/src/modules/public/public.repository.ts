import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** What the public read model reads straight from the tables. */
export class PublicRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The creator's active goal as the public bar shows it, or undefined without one. */
  activeGoal(userId: number) {
    return this.db
      .selectFrom('goals')
      .select(['id', 'title', 'description', 'target_amount_cents', 'is_active'])
      .where('user_id', '=', userId)
      .where('is_active', '=', 1)
      .executeTakeFirst();
  }
}

export type ActiveGoalRow = NonNullable<Awaited<ReturnType<PublicRepository['activeGoal']>>>;
