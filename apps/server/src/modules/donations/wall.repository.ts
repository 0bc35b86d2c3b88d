import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The columns an entry of the wall is presented from (presentSupporter). */
const WALL_COLUMNS = [
  'donations.id',
  'donations.donor_name',
  'donations.show_name',
  'donations.amount_cents',
  'donations.hide_amount',
  'donations.message',
  'donations.message_public',
  'donations.message_hidden',
  'donations.reply',
  'donations.replied_at',
  'donations.created_at',
  'donations.processed_at',
  'donations.kind',
  'users.show_amounts',
] as const;

/**
 * The supporters' wall: a creator's approved donations (nothing pending, rejected, cancelled,
 * refunded, charged back or disputed: only 'approved' shows), their moderation and reports.
 */
export class WallRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private approved(userId: number) {
    return this.db
      .selectFrom('donations')
      .innerJoin('users', 'users.id', 'donations.user_id')
      .where('donations.user_id', '=', userId)
      .where('donations.mp_status', '=', 'approved');
  }

  /** Newest approval first. */
  wall(userId: number, limit: number, offset: number) {
    return this.approved(userId)
      .select(WALL_COLUMNS)
      .orderBy((eb) => eb.fn.coalesce('donations.processed_at', 'donations.created_at'), 'desc')
      .orderBy('donations.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async count(userId: number): Promise<number> {
    const row = await this.approved(userId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** An approved donation of this creator (what a report may be about). */
  approvedOne(userId: number, donationId: string) {
    return this.approved(userId)
      .select('donations.id')
      .where('donations.id', '=', donationId)
      .executeTakeFirst();
  }

  async insertReport(values: {
    donation_id: string;
    user_id: number;
    reason: string;
    ip_hash: string;
    created_at: string;
  }): Promise<void> {
    await this.db.insertInto('donation_reports').values(values).execute();
  }

  /** The creator's own donation, for moderation: another creator's is not found. */
  owned(userId: number, donationId: string) {
    return this.db
      .selectFrom('donations')
      .select(['id', 'mp_status', 'reply'])
      .where('user_id', '=', userId)
      .where('id', '=', donationId)
      .executeTakeFirst();
  }

  async setMessageHidden(userId: number, donationId: string, hidden: boolean, now: string): Promise<void> {
    await this.db
      .updateTable('donations')
      .set({ message_hidden: hidden ? 1 : 0, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', donationId)
      .execute();
  }

  /** Sets the reply unless one exists (one reply per donation, even when two arrive at once). */
  async setReplyOnce(userId: number, donationId: string, reply: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('donations')
      .set({ reply, replied_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', donationId)
      .where('reply', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  wallSettings(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['show_amounts', 'blocked_words'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  async updateWallSettings(
    userId: number,
    values: { show_amounts?: number; blocked_words?: string },
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...values, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }
}
