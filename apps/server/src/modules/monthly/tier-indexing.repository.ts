import { AMOUNT_LOCKING_STATUSES } from '@enlaza/shared/monthly';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type {
  DB,
  MonthlyTierAdjustmentsTable,
  MonthlyTierIndexingTable,
  MonthlyTiersTable,
} from '../../db/schema';

export type IndexingRow = Selectable<MonthlyTierIndexingTable>;
export type AdjustmentRow = Selectable<MonthlyTierAdjustmentsTable>;
export type IndexedTierRow = IndexingRow &
  Pick<Selectable<MonthlyTiersTable>, 'amount_cents' | 'name' | 'mp_plan_id'>;

/** Indexed tiers and their adjustments (migration 0037): SQL only, every read filtered by its owner or its job. */
export class TierIndexingRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The creator's indexing rows, by tier. */
  async forCreator(userId: number): Promise<Map<number, IndexingRow>> {
    const rows = await this.db
      .selectFrom('monthly_tier_indexing')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    return new Map(rows.map((r) => [r.tier_id, r]));
  }

  find(userId: number, tierId: number): Promise<IndexingRow | undefined> {
    return this.db
      .selectFrom('monthly_tier_indexing')
      .selectAll()
      .where('tier_id', '=', tierId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async upsert(values: Insertable<MonthlyTierIndexingTable>): Promise<void> {
    const { tier_id, user_id, created_at, ...changes } = values;
    await this.db
      .insertInto('monthly_tier_indexing')
      .values(values)
      .onConflict((oc) => oc.column('tier_id').doUpdateSet(changes))
      .execute();
  }

  async dropOpenAdjustments(userId: number, tierId: number, now: string): Promise<void> {
    await this.db
      .updateTable('monthly_tier_adjustments')
      .set({ status: 'passed', applied_at: now })
      .where('tier_id', '=', tierId)
      .where('user_id', '=', userId)
      .where('status', 'in', ['noticed', 'skipped', 'unchanged'])
      .execute();
  }

  async remove(userId: number, tierId: number): Promise<void> {
    await this.db
      .deleteFrom('monthly_tier_indexing')
      .where('tier_id', '=', tierId)
      .where('user_id', '=', userId)
      .execute();
  }

  /** Every indexed tier (the notice stage), with the tier's amount and plan. */
  allIndexed(): Promise<IndexedTierRow[]> {
    return this.db
      .selectFrom('monthly_tier_indexing as i')
      .innerJoin('monthly_tiers as t', 't.id', 'i.tier_id')
      .selectAll('i')
      .select(['t.amount_cents', 't.name', 't.mp_plan_id'])
      .orderBy('i.tier_id')
      .execute();
  }

  /** The creator's adjustments not finished yet (the editor's state), newest first per tier. */
  openAdjustments(userId: number): Promise<AdjustmentRow[]> {
    return this.db
      .selectFrom('monthly_tier_adjustments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', ['noticed', 'skipped', 'unchanged'])
      .orderBy('due_day', 'desc')
      .execute();
  }

  /** The tier's last adjustment that reached its day (the editor shows its failures and clamp). */
  lastApplied(userId: number, tierId: number): Promise<AdjustmentRow | undefined> {
    return this.db
      .selectFrom('monthly_tier_adjustments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('tier_id', '=', tierId)
      .where('status', 'in', ['applying', 'applied'])
      .orderBy('due_day', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  adjustmentFor(tierId: number, dueDay: string): Promise<AdjustmentRow | undefined> {
    return this.db
      .selectFrom('monthly_tier_adjustments')
      .selectAll()
      .where('tier_id', '=', tierId)
      .where('due_day', '=', dueDay)
      .executeTakeFirst();
  }

  /** Adds the adjustment unless the tier already has one for that day; answers the new row or null. */
  async insertAdjustment(
    trx: Transaction<DB>,
    values: Insertable<MonthlyTierAdjustmentsTable>,
  ): Promise<AdjustmentRow | null> {
    const row = await trx
      .insertInto('monthly_tier_adjustments')
      .values(values)
      .onConflict((oc) => oc.columns(['tier_id', 'due_day']).doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  async updateAdjustment(
    db: Kysely<DB>,
    id: number,
    changes: Updateable<MonthlyTierAdjustmentsTable>,
  ): Promise<void> {
    await db.updateTable('monthly_tier_adjustments').set(changes).where('id', '=', id).execute();
  }

  /** Adjustments whose day has come and whose provider changes are not all done, oldest first. */
  dueToApply(day: string): Promise<AdjustmentRow[]> {
    return this.db
      .selectFrom('monthly_tier_adjustments')
      .selectAll()
      .where('status', 'in', ['noticed', 'skipped', 'unchanged', 'applying'])
      .where('effective_day', '<=', day)
      .orderBy('effective_day')
      .orderBy('id')
      .execute();
  }

  /** The tier's supporters who keep paying (authorized or paused) and exist at the provider. */
  payingSupporters(trx: Kysely<DB>, tierId: number) {
    return trx
      .selectFrom('monthly_subscriptions')
      .select(['id', 'supporter_email', 'amount_cents'])
      .where('tier_id', '=', tierId)
      .where('status', 'in', AMOUNT_LOCKING_STATUSES)
      .where('mp_preapproval_id', 'is not', null)
      .orderBy('id')
      .execute();
  }

  async addSupporters(trx: Transaction<DB>, adjustmentId: number, subscriptionIds: string[]): Promise<void> {
    if (subscriptionIds.length === 0) return;
    await trx
      .insertInto('monthly_adjustment_subscriptions')
      .values(
        subscriptionIds.map((id) => ({
          adjustment_id: adjustmentId,
          subscription_id: id,
          status: 'pending',
        })),
      )
      .onConflict((oc) => oc.columns(['adjustment_id', 'subscription_id']).doNothing())
      .execute();
  }

  /** The supporters of an adjustment the provider has not taken yet, with their subscription. */
  pendingSupporters(adjustmentId: number) {
    return this.db
      .selectFrom('monthly_adjustment_subscriptions as a')
      .innerJoin('monthly_subscriptions as s', 's.id', 'a.subscription_id')
      .select(['a.subscription_id', 's.status', 's.mp_preapproval_id'])
      .where('a.adjustment_id', '=', adjustmentId)
      .where('a.status', '=', 'pending')
      .orderBy('a.subscription_id')
      .execute();
  }

  async failedCount(adjustmentId: number): Promise<number> {
    const row = await this.db
      .selectFrom('monthly_adjustment_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('adjustment_id', '=', adjustmentId)
      .where('status', '=', 'pending')
      .where('attempts', '>', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async markSupporter(
    db: Kysely<DB>,
    adjustmentId: number,
    subscriptionId: string,
    outcome: { status: 'applied' | 'dropped'; at: string } | { status: 'pending'; error: string },
  ): Promise<void> {
    await db
      .updateTable('monthly_adjustment_subscriptions')
      .set((eb) =>
        outcome.status === 'pending'
          ? { attempts: eb('attempts', '+', 1), last_error: outcome.error }
          : { status: outcome.status, applied_at: outcome.at, last_error: null },
      )
      .where('adjustment_id', '=', adjustmentId)
      .where('subscription_id', '=', subscriptionId)
      .execute();
  }

  async setSubscriptionAmount(trx: Kysely<DB>, subscriptionId: string, cents: number, now: string) {
    await trx
      .updateTable('monthly_subscriptions')
      .set({ amount_cents: cents, updated_at: now })
      .where('id', '=', subscriptionId)
      .execute();
  }

  async planOf(tierId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('monthly_tiers')
      .select('mp_plan_id')
      .where('id', '=', tierId)
      .executeTakeFirst();
    return row?.mp_plan_id ?? null;
  }

  async setTierAmount(trx: Kysely<DB>, tierId: number, cents: number, now: string) {
    await trx
      .updateTable('monthly_tiers')
      .set({ amount_cents: cents, updated_at: now })
      .where('id', '=', tierId)
      .execute();
  }

  async moveBase(
    trx: Kysely<DB>,
    tierId: number,
    changes: { schedule_from: string; base_point_date?: string | null; updated_at: string },
  ) {
    await trx.updateTable('monthly_tier_indexing').set(changes).where('tier_id', '=', tierId).execute();
  }
}
