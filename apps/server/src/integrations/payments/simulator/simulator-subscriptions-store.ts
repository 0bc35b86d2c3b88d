import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB, SimMpInvoicesTable, SimMpPlansTable, SimMpSubscriptionsTable } from '../../../db/schema';

export type SimulatedPlan = Selectable<SimMpPlansTable>;
export type SimulatedSubscription = Selectable<SimMpSubscriptionsTable>;
export type SimulatedInvoice = Selectable<SimMpInvoicesTable>;

/** The simulated Mercado Pago's subscriptions tables: plans, subscriptions and their invoices. */

export async function insertPlan(db: Kysely<DB>, plan: SimulatedPlan): Promise<void> {
  await db.insertInto('sim_mp_plans').values(plan).execute();
}

export function findSellerPlan(
  db: Kysely<DB>,
  sellerId: string,
  planId: string,
): Promise<SimulatedPlan | undefined> {
  return db
    .selectFrom('sim_mp_plans')
    .selectAll()
    .where('id', '=', planId)
    .where('collector_id', '=', sellerId)
    .executeTakeFirst();
}

export function findPlan(db: Kysely<DB>, planId: string): Promise<SimulatedPlan | undefined> {
  return db.selectFrom('sim_mp_plans').selectAll().where('id', '=', planId).executeTakeFirst();
}

export async function updatePlan(
  db: Kysely<DB>,
  planId: string,
  changes: Updateable<SimMpPlansTable>,
): Promise<void> {
  await db.updateTable('sim_mp_plans').set(changes).where('id', '=', planId).execute();
}

export async function insertSubscription(db: Kysely<DB>, subscription: SimulatedSubscription): Promise<void> {
  await db.insertInto('sim_mp_subscriptions').values(subscription).execute();
}

export function findSubscription(db: Kysely<DB>, id: string): Promise<SimulatedSubscription | undefined> {
  return db.selectFrom('sim_mp_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSellerSubscription(
  db: Kysely<DB>,
  sellerId: string,
  id: string,
): Promise<SimulatedSubscription | undefined> {
  return db
    .selectFrom('sim_mp_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('collector_id', '=', sellerId)
    .executeTakeFirst();
}

/** The subscription row, locked until the transaction ends (PostgreSQL only: SQLite runs one at a time). */
export function lockSubscription(
  trx: Kysely<DB>,
  id: string,
  postgres: boolean,
): Promise<SimulatedSubscription | undefined> {
  return trx
    .selectFrom('sim_mp_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .$if(postgres, (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function updateSubscription(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<SimMpSubscriptionsTable>,
): Promise<void> {
  await db.updateTable('sim_mp_subscriptions').set(changes).where('id', '=', id).execute();
}

/** The seller's subscriptions to one plan, newest first. */
export function findSellerSubscriptionsByPlan(
  db: Kysely<DB>,
  sellerId: string,
  planId: string,
): Promise<SimulatedSubscription[]> {
  return db
    .selectFrom('sim_mp_subscriptions')
    .selectAll()
    .where('collector_id', '=', sellerId)
    .where('plan_id', '=', planId)
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every simulated subscription, newest first (the simulator's own list page). */
export function listSubscriptions(db: Kysely<DB>, limit: number): Promise<SimulatedSubscription[]> {
  return db
    .selectFrom('sim_mp_subscriptions')
    .selectAll()
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertInvoice(db: Kysely<DB>, invoice: SimulatedInvoice): Promise<void> {
  await db.insertInto('sim_mp_invoices').values(invoice).execute();
}

export function findSellerInvoice(
  db: Kysely<DB>,
  sellerId: string,
  id: string,
): Promise<SimulatedInvoice | undefined> {
  return db
    .selectFrom('sim_mp_invoices')
    .selectAll()
    .where('id', '=', id)
    .where('collector_id', '=', sellerId)
    .executeTakeFirst();
}

/** The invoices of one subscription, newest billing cycle first. */
export function findInvoicesOf(db: Kysely<DB>, preapprovalId: string): Promise<SimulatedInvoice[]> {
  return db
    .selectFrom('sim_mp_invoices')
    .selectAll()
    .where('preapproval_id', '=', preapprovalId)
    .orderBy('debit_date', 'desc')
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The invoice a charge's payment belongs to, the seller's only (GET /v1/payments/{id} of a monthly charge). */
export function findSellerInvoiceByPayment(
  db: Kysely<DB>,
  sellerId: string,
  paymentId: string,
): Promise<SimulatedInvoice | undefined> {
  return db
    .selectFrom('sim_mp_invoices')
    .selectAll()
    .where('collector_id', '=', sellerId)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}
