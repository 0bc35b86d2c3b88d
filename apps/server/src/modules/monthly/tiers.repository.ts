import { ACTIVE_SUBSCRIPTION_STATUS, AMOUNT_LOCKING_STATUSES } from '@enlaza/shared/monthly';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, MonthlyTiersTable } from '../../db/schema';

export type TierRow = Selectable<MonthlyTiersTable>;
export type TierWithCount = TierRow & { active_supporters: number; locking_supporters: number };

/** The creator's monthly tiers (SQL only; the service decides). */
export class TiersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async list(userId: number): Promise<TierWithCount[]> {
    const rows = await this.db
      .selectFrom('monthly_tiers as t')
      .selectAll('t')
      .select((eb) => [
        eb
          .selectFrom('monthly_subscriptions as s')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('s.tier_id', '=', 't.id')
          .where('s.status', '=', ACTIVE_SUBSCRIPTION_STATUS)
          .as('active_supporters'),
        eb
          .selectFrom('monthly_subscriptions as s')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('s.tier_id', '=', 't.id')
          .where('s.status', 'in', AMOUNT_LOCKING_STATUSES)
          .as('locking_supporters'),
      ])
      .where('t.user_id', '=', userId)
      .orderBy('t.position')
      .orderBy('t.id')
      .execute();
    return rows.map((r) => ({
      ...r,
      active_supporters: Number(r.active_supporters ?? 0),
      locking_supporters: Number(r.locking_supporters ?? 0),
    }));
  }

  find(userId: number, id: number): Promise<TierRow | undefined> {
    return this.db
      .selectFrom('monthly_tiers')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** A tier of `username`'s creator open to new supporters, for the subscribe page. */
  findOpen(id: number): Promise<TierRow | undefined> {
    return this.db
      .selectFrom('monthly_tiers')
      .selectAll()
      .where('id', '=', id)
      .where('active', '=', 1)
      .where('mp_plan_id', 'is not', null)
      .executeTakeFirst();
  }

  async count(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('monthly_tiers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async subscriptions(
    tierId: number,
    statuses?: readonly string[],
    frequency?: 'monthly' | 'yearly',
  ): Promise<number> {
    const row = await this.db
      .selectFrom('monthly_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tier_id', '=', tierId)
      .$if(statuses !== undefined, (q) => q.where('status', 'in', statuses ?? []))
      .$if(frequency !== undefined, (q) => q.where('frequency', '=', frequency ?? 'monthly'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(values: Insertable<MonthlyTiersTable>): Promise<TierRow> {
    return this.db.insertInto('monthly_tiers').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async update(userId: number, id: number, values: Updateable<MonthlyTiersTable>): Promise<TierRow> {
    return this.db
      .updateTable('monthly_tiers')
      .set(values)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.db.deleteFrom('monthly_tiers').where('id', '=', id).where('user_id', '=', userId).execute();
  }

  /** Active tiers with a plan, for visitors. */
  publicTiers(userId: number): Promise<TierRow[]> {
    return this.db
      .selectFrom('monthly_tiers')
      .selectAll()
      .where('user_id', '=', userId)
      .where('active', '=', 1)
      .where('mp_plan_id', 'is not', null)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** Every tier that has a plan, across creators (reconciliation), in id order after `afterId`. */
  withPlans(afterId: number, limit: number): Promise<TierRow[]> {
    return this.db
      .selectFrom('monthly_tiers')
      .selectAll()
      .where('mp_plan_id', 'is not', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
