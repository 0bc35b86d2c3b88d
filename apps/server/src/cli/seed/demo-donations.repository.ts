import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** What seeding the demo's donations reads: its active goal, whether it has donations, a checkout's preference. */
export class DemoDonationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  activeGoalOf(username: string) {
    return this.db
      .selectFrom('goals')
      .innerJoin('users', 'users.id', 'goals.user_id')
      .select(['goals.id', 'goals.user_id'])
      .where('users.username', '=', username)
      .where('goals.is_active', '=', 1)
      .executeTakeFirst();
  }

  async hasDonations(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('donations')
      .select('id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async preferenceOf(donationId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('donations')
      .select('mp_preference_id')
      .where('id', '=', donationId)
      .executeTakeFirstOrThrow();
    return row.mp_preference_id;
  }
}
