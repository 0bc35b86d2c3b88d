import type { Insertable, Kysely } from 'kysely';
import type { DB, DonationsTable } from '../../db/schema';

/** What a checkout reads and writes besides the ledger; the repository in production, a fake in unit tests. */
export type CheckoutStore = Pick<
  CheckoutRepository,
  | 'goal'
  | 'event'
  | 'activeGoal'
  | 'emailVerified'
  | 'suspended'
  | 'blockedWords'
  | 'insertPending'
  | 'setPreference'
  | 'delete'
  | 'dropAbandoned'
>;

/** What a checkout reads (what is given to) and writes (the pending donation) before and after the provider. */
export class CheckoutRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** A goal with its creator's name. */
  goal(goalId: number) {
    return this.db
      .selectFrom('goals')
      .innerJoin('users', 'users.id', 'goals.user_id')
      .select(['goals.id', 'goals.user_id', 'goals.title', 'goals.is_active', 'users.full_name'])
      .where('goals.id', '=', goalId)
      .executeTakeFirst();
  }

  /** An event with its organiser's name. */
  event(eventId: number) {
    return this.db
      .selectFrom('events')
      .innerJoin('users', 'users.id', 'events.user_id')
      .select(['events.id', 'events.user_id', 'events.title', 'events.status', 'users.full_name'])
      .where('events.id', '=', eventId)
      .executeTakeFirst();
  }

  /** The creator's active goal (an event's donations count toward it too). */
  activeGoal(userId: number) {
    return this.db
      .selectFrom('goals')
      .select(['id', 'title'])
      .where('user_id', '=', userId)
      .where('is_active', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Whether the creator verified their email (issue 22). */
  async emailVerified(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row !== undefined && row.email_verified_at !== null;
  }

  /** Whether an operator suspended the creator's page (issue 22): it takes no donations. */
  async suspended(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('suspended_at')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.suspended_at != null;
  }

  /** The creator's blocked words (stored JSON). */
  async blockedWords(userId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select('blocked_words')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.blocked_words ?? null;
  }

  async insertPending(values: Insertable<DonationsTable>): Promise<void> {
    await this.db.insertInto('donations').values(values).execute();
  }

  async setPreference(donationId: string, preferenceId: string): Promise<void> {
    await this.db
      .updateTable('donations')
      .set({ mp_preference_id: preferenceId })
      .where('id', '=', donationId)
      .execute();
  }

  async delete(donationId: string): Promise<void> {
    await this.db.deleteFrom('donations').where('id', '=', donationId).execute();
  }

  /** Pending rows of this creator created before `before` that never reached the provider. */
  async dropAbandoned(creatorId: number, before: string): Promise<void> {
    await this.db
      .deleteFrom('donations')
      .where('user_id', '=', creatorId)
      .where('mp_status', '=', 'pending')
      .where('mp_preference_id', 'is', null)
      .where('mp_payment_id', 'is', null)
      .where('created_at', '<', before)
      .execute();
  }
}
