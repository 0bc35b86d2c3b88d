import type { Kysely, Selectable } from 'kysely';
import { enqueueMail } from '../../db/mail-queue.repository';
import type { DB, MonthlyGiftsTable, MonthlyGoalsTable } from '../../db/schema';

export type MonthlyGoalRow = Selectable<MonthlyGoalsTable>;

/** The same day `months` later, or that month's last day when it is shorter (31 Jan + 1 → 28 Feb). */
export function addMonthsIso(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString();
}

/** 'Meta mensual' and gifts (issue 34): SQL only. */
export class MonthlyCareRepository {
  constructor(private readonly db: Kysely<DB>) {}

  goal(userId: number): Promise<MonthlyGoalRow | undefined> {
    return this.db.selectFrom('monthly_goals').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async saveGoal(row: MonthlyGoalRow): Promise<void> {
    await this.db
      .insertInto('monthly_goals')
      .values(row)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ kind: row.kind, target: row.target, updated_at: row.updated_at }),
      )
      .execute();
  }

  async removeGoal(userId: number): Promise<void> {
    await this.db.deleteFrom('monthly_goals').where('user_id', '=', userId).execute();
  }

  async insertGift(row: Selectable<MonthlyGiftsTable>): Promise<void> {
    await this.db.insertInto('monthly_gifts').values(row).execute();
  }

  /** A gift whose checkout never reached the provider. */
  async removeGift(id: string): Promise<void> {
    await this.db.deleteFrom('monthly_gifts').where('id', '=', id).where('status', '=', 'pending').execute();
  }

  async setGiftDonation(id: string, donationId: string): Promise<void> {
    await this.db
      .updateTable('monthly_gifts')
      .set({ donation_id: donationId })
      .where('id', '=', id)
      .execute();
  }

  /** A creator's tier open to new supporters, by username (the gift form). */
  openTier(username: string, tierId: number) {
    return this.db
      .selectFrom('monthly_tiers as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id', 't.user_id', 't.name', 't.amount_cents', 'u.full_name', 'u.username'])
      .where('u.username', '=', username.toLowerCase())
      .where('t.id', '=', tierId)
      .where('t.active', '=', 1)
      .executeTakeFirst();
  }
}

/**
 * In the transaction that approved a donation: the gift it paid for (if any) starts now and ends
 * `months` later, and its recipient is mailed (keyed by gift: a repeated approval adds nothing).
 */
export async function activateGiftOf(trx: Kysely<DB>, donationId: string, now: string): Promise<boolean> {
  const gift = await trx
    .selectFrom('monthly_gifts as g')
    .innerJoin('monthly_tiers as t', 't.id', 'g.tier_id')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select([
      'g.id',
      'g.user_id',
      'g.months',
      'g.recipient_email',
      'g.giver_name',
      'g.message',
      't.name as tier_name',
      'u.full_name',
      'u.username',
    ])
    .where('g.donation_id', '=', donationId)
    .where('g.status', '=', 'pending')
    .executeTakeFirst();
  if (!gift) return false;
  const endsAt = addMonthsIso(now, gift.months);
  const updated = await trx
    .updateTable('monthly_gifts')
    .set({ status: 'active', starts_at: now, ends_at: endsAt, updated_at: now })
    .where('id', '=', gift.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await enqueueMail(
    trx,
    {
      userId: gift.user_id,
      donationId: null,
      kind: 'monthly_gift',
      recipient: gift.recipient_email,
      payload: {
        creator_name: gift.full_name,
        creator_username: gift.username,
        tier_name: gift.tier_name,
        months: gift.months,
        giver_name: gift.giver_name,
        message: gift.message,
        ends_at: endsAt,
      },
      dedupeKey: `monthly_gift:${gift.id}`,
    },
    now,
  );
  return true;
}
