import { ACTIVE_SUBSCRIPTION_STATUS } from '@enlaza/shared/monthly';
import {
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { DB, MonthlySubscriptionsTable } from '../../db/schema';

export type SubscriptionRow = Selectable<MonthlySubscriptionsTable>;

/** Monthly subscriptions: SQL only (the sync and the services decide). */
export class SubscriptionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(values: Insertable<MonthlySubscriptionsTable>): Promise<void> {
    await this.db.insertInto('monthly_subscriptions').values(values).execute();
  }

  /** A pending row the provider never took (its subscription was not created there). */
  async removeUnsent(id: string): Promise<void> {
    await this.db
      .deleteFrom('monthly_subscriptions')
      .where('id', '=', id)
      .where('mp_preapproval_id', 'is', null)
      .execute();
  }

  async setPreapproval(id: string, preapprovalId: string, now: string): Promise<void> {
    await this.db
      .updateTable('monthly_subscriptions')
      .set({ mp_preapproval_id: preapprovalId, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  find(id: string): Promise<SubscriptionRow | undefined> {
    return this.db.selectFrom('monthly_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findOwned(userId: number, id: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('monthly_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  byPreapproval(preapprovalId: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('monthly_subscriptions')
      .selectAll()
      .where('mp_preapproval_id', '=', preapprovalId)
      .executeTakeFirst();
  }

  /** The row a provider reading names (our id as its external reference, or its id), the creator's only. */
  lockForCreator(
    trx: Transaction<DB>,
    creatorId: number,
    ref: { id: string | null; preapprovalId: string },
    pg: boolean,
  ): Promise<SubscriptionRow | undefined> {
    return trx
      .selectFrom('monthly_subscriptions')
      .selectAll()
      .where('user_id', '=', creatorId)
      .where((eb) =>
        ref.id
          ? eb.or([eb('id', '=', ref.id), eb('mp_preapproval_id', '=', ref.preapprovalId)])
          : eb('mp_preapproval_id', '=', ref.preapprovalId),
      )
      .$if(pg, (q) => q.forUpdate())
      .executeTakeFirst();
  }

  lock(trx: Transaction<DB>, id: string, pg: boolean): Promise<SubscriptionRow | undefined> {
    return trx
      .selectFrom('monthly_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .$if(pg, (q) => q.forUpdate())
      .executeTakeFirst();
  }

  async update(trx: Kysely<DB>, id: string, values: Updateable<MonthlySubscriptionsTable>): Promise<void> {
    await trx.updateTable('monthly_subscriptions').set(values).where('id', '=', id).execute();
  }

  /** Records a finally failed invoice once; answers whether it is new. */
  async recordFailedInvoice(
    trx: Transaction<DB>,
    invoiceId: string,
    subscriptionId: string,
    now: string,
  ): Promise<boolean> {
    const result = await trx
      .insertInto('monthly_failed_invoices')
      .values({ invoice_id: invoiceId, subscription_id: subscriptionId, created_at: now })
      .onConflict((oc) => oc.column('invoice_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Subscriptions still charged or chargeable of one creator (cancel them all). */
  openOf(userId: number): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('monthly_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '!=', 'cancelled')
      .execute();
  }

  /** Subscriptions with a provider id that are not cancelled, after `afterId` (reconciliation). */
  openWithPreapproval(afterId: string, limit: number): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('monthly_subscriptions')
      .selectAll()
      .where('status', '!=', 'cancelled')
      .where('mp_preapproval_id', 'is not', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async summary(
    userId: number,
    monthStart: string,
  ): Promise<{ active: number; incomeCents: number; yearlyCents: number; cancelled: number }> {
    const row = await this.db
      .selectFrom('monthly_subscriptions')
      .select((eb) => [
        eb.fn
          .sum<number>(eb.case().when('status', '=', ACTIVE_SUBSCRIPTION_STATUS).then(1).else(0).end())
          .as('active'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('status', '=', ACTIVE_SUBSCRIPTION_STATUS), eb('frequency', '!=', 'yearly')]))
              .then(eb.ref('amount_cents'))
              .else(0)
              .end(),
          )
          .as('income'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('status', '=', ACTIVE_SUBSCRIPTION_STATUS), eb('frequency', '=', 'yearly')]))
              .then(eb.ref('amount_cents'))
              .else(0)
              .end(),
          )
          .as('yearly'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('status', '=', 'cancelled'), eb('cancelled_at', '>=', monthStart)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('cancelled'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      active: Number(row.active ?? 0),
      incomeCents: Number(row.income ?? 0),
      yearlyCents: Number(row.yearly ?? 0),
      cancelled: Number(row.cancelled ?? 0),
    };
  }

  /** The creator's name, username and email (mails). */
  creator(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'full_name', 'username', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** A creator by username (the subscribe page). */
  creatorByUsername(username: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'full_name', 'username', 'email'])
      .where('username', '=', username)
      .executeTakeFirst();
  }
}

/**
 * The distinct addresses of a creator's active subscriptions at a tier worth at least `minTierId`'s
 * amount (every tier when null): who a post for monthly supporters is mailed to (issue 35).
 */
export async function activeSupporterEmails(
  db: Kysely<DB>,
  userId: number,
  minTierId: number | null,
): Promise<string[]> {
  let query = db
    .selectFrom('monthly_subscriptions as s')
    .innerJoin('monthly_tiers as t', 't.id', 's.tier_id')
    .select('s.supporter_email')
    .distinct()
    .where('s.user_id', '=', userId)
    .where('s.status', '=', ACTIVE_SUBSCRIPTION_STATUS);
  if (minTierId !== null) {
    query = query.where('t.amount_cents', '>=', (eb) =>
      eb
        .selectFrom('monthly_tiers as m')
        .select('m.amount_cents')
        .where('m.id', '=', minTierId)
        .where('m.user_id', '=', userId),
    );
  }
  const rows = await query.orderBy('s.supporter_email').execute();
  return rows.map((row) => row.supporter_email);
}

/**
 * One active subscription to a creator at a tier worth at least `minTierId`'s amount (every tier when
 * null), found by its id or by its address (case-insensitive): a supporter reading gated posts.
 */
export async function activeSubscriptionAt(
  db: Kysely<DB>,
  userId: number,
  minTierId: number | null,
  by: { id: string } | { email: string },
): Promise<string | null> {
  let query = db
    .selectFrom('monthly_subscriptions as s')
    .innerJoin('monthly_tiers as t', 't.id', 's.tier_id')
    .select('s.id')
    .where('s.user_id', '=', userId)
    .where('s.status', '=', ACTIVE_SUBSCRIPTION_STATUS);
  query =
    'id' in by
      ? query.where('s.id', '=', by.id)
      : query.where(sql<string>`lower(s.supporter_email)`, '=', by.email.toLowerCase());
  if (minTierId !== null) {
    query = query.where('t.amount_cents', '>=', (eb) =>
      eb
        .selectFrom('monthly_tiers as m')
        .select('m.amount_cents')
        .where('m.id', '=', minTierId)
        .where('m.user_id', '=', userId),
    );
  }
  const row = await query.orderBy('s.id').limit(1).executeTakeFirst();
  return row?.id ?? null;
}
