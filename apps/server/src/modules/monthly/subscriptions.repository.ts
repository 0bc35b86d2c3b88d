import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, MonthlySubscriptionsTable } from '../../db/schema';

export type SubscriptionRow = Selectable<MonthlySubscriptionsTable>;

/** A supporter's row with its tier, for the creator's list. */
export interface SupporterListRow {
  id: string;
  supporter_name: string | null;
  status: string;
  created_at: string;
  authorized_at: string | null;
  last_charge_at: string | null;
  next_charge_at: string | null;
  tier_id: number;
  tier_name: string;
  amount_cents: number;
}

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

  async page(
    userId: number,
    status: string | null,
    limit: number,
    offset: number,
  ): Promise<{ rows: SupporterListRow[]; total: number }> {
    const base = this.db
      .selectFrom('monthly_subscriptions as s')
      .innerJoin('monthly_tiers as t', 't.id', 's.tier_id')
      .where('s.user_id', '=', userId)
      .$if(status !== null, (q) => q.where('s.status', '=', status ?? ''));
    const [rows, count] = await Promise.all([
      base
        .select([
          's.id',
          's.supporter_name',
          's.status',
          's.created_at',
          's.authorized_at',
          's.last_charge_at',
          's.next_charge_at',
          's.tier_id',
          't.name as tier_name',
          's.amount_cents',
        ])
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async summary(
    userId: number,
    monthStart: string,
  ): Promise<{ active: number; incomeCents: number; cancelled: number }> {
    const row = await this.db
      .selectFrom('monthly_subscriptions')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('status', '=', 'authorized').then(1).else(0).end()).as('active'),
        eb.fn
          .sum<number>(eb.case().when('status', '=', 'authorized').then(eb.ref('amount_cents')).else(0).end())
          .as('income'),
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
