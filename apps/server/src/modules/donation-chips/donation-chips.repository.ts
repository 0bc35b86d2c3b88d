import type { Kysely, Selectable } from 'kysely';
import type { DB, DonationChipsTable } from '../../db/schema';

export type DonationChipsRow = Selectable<DonationChipsTable>;
export type TodayCents = Pick<DonationChipsRow, 'today_cents_1' | 'today_cents_2' | 'today_cents_3'>;

/** donation_chips (migration 0043): one row per creator with custom suggested amounts. */
export class DonationChipsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  find(userId: number): Promise<DonationChipsRow | undefined> {
    return this.db.selectFrom('donation_chips').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async put(row: DonationChipsRow): Promise<void> {
    const { user_id: _user, ...changes } = row;
    await this.db
      .insertInto('donation_chips')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  }

  async remove(userId: number): Promise<void> {
    await this.db.deleteFrom('donation_chips').where('user_id', '=', userId).execute();
  }

  /** Every indexed chip set (the daily recompute's work), by creator. */
  indexed(): Promise<DonationChipsRow[]> {
    return this.db
      .selectFrom('donation_chips')
      .selectAll()
      .where('index_key', '!=', 'none')
      .orderBy('user_id')
      .execute();
  }

  /**
   * Writes today's amounts unless they already are those (true: they changed): a second copy or a
   * second run the same day writes nothing.
   */
  async setToday(userId: number, today: TodayCents, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('donation_chips')
      .set({ ...today, updated_at: now })
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('today_cents_1', '!=', today.today_cents_1),
          eb('today_cents_2', '!=', today.today_cents_2),
          eb('today_cents_3', '!=', today.today_cents_3),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
