import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  DB,
  SimMpChargebacksTable,
  SimMpPaymentsTable,
  SimMpPreferencesTable,
  SimMpRefundsTable,
} from '../../../db/schema';

export type SimulatedPreference = Selectable<SimMpPreferencesTable>;
export type SimulatedPaymentRow = Selectable<SimMpPaymentsTable>;
export type SimulatedRefund = Selectable<SimMpRefundsTable>;
export type SimulatedChargeback = Selectable<SimMpChargebacksTable>;

/** Payment statuses after money moved: the checkout is paid, whatever happened to it since. */
const SETTLED = ['approved', 'refunded', 'charged_back', 'in_mediation'];

/** The simulated Mercado Pago's tables: preferences, payments, unlinked sellers. */

export async function relinkSeller(db: Kysely<DB>, sellerId: string): Promise<void> {
  await db.deleteFrom('sim_mp_unlinked').where('seller_id', '=', sellerId).execute();
}

export async function markSellerUnlinked(db: Kysely<DB>, sellerId: string, at: string): Promise<void> {
  await db
    .insertInto('sim_mp_unlinked')
    .values({ seller_id: sellerId, unlinked_at: at })
    .onConflict((oc) => oc.column('seller_id').doNothing())
    .execute();
}

export async function isSellerUnlinked(db: Kysely<DB>, sellerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sim_mp_unlinked')
    .select('seller_id')
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPreference(
  db: Kysely<DB>,
  values: Insertable<SimMpPreferencesTable>,
): Promise<void> {
  await db.insertInto('sim_mp_preferences').values(values).execute();
}

export function findPreference(db: Kysely<DB>, id: string): Promise<SimulatedPreference | undefined> {
  return db.selectFrom('sim_mp_preferences').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the preference row until the transaction ends (PostgreSQL only: SQLite runs one at a time). */
export async function lockPreference(trx: Kysely<DB>, id: string, postgres: boolean): Promise<void> {
  await trx
    .selectFrom('sim_mp_preferences')
    .select('id')
    .where('id', '=', id)
    .$if(postgres, (q) => q.forUpdate())
    .executeTakeFirst();
}

export function findSellerPayment(
  db: Kysely<DB>,
  sellerId: string,
  paymentId: string,
): Promise<SimulatedPaymentRow | undefined> {
  return db
    .selectFrom('sim_mp_payments')
    .selectAll()
    .where('id', '=', paymentId)
    .where('collector_id', '=', sellerId)
    .executeTakeFirst();
}

/** The seller's payments for one external reference, newest first. */
export function findSellerPaymentsByReference(
  db: Kysely<DB>,
  sellerId: string,
  externalReference: string,
): Promise<SimulatedPaymentRow[]> {
  return db
    .selectFrom('sim_mp_payments')
    .selectAll()
    .where('collector_id', '=', sellerId)
    .where('external_reference', '=', externalReference)
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The payment that paid this preference (approved, or since refunded, disputed or charged back). */
export function findSettledPayment(
  db: Kysely<DB>,
  preferenceId: string,
): Promise<SimulatedPaymentRow | undefined> {
  return db
    .selectFrom('sim_mp_payments')
    .selectAll()
    .where('preference_id', '=', preferenceId)
    .where('status', 'in', SETTLED)
    .orderBy('date_created')
    .executeTakeFirst();
}

/** The seller's payment, locked until the transaction ends (PostgreSQL only). */
export function lockSellerPayment(
  trx: Kysely<DB>,
  sellerId: string,
  paymentId: string,
  postgres: boolean,
): Promise<SimulatedPaymentRow | undefined> {
  return trx
    .selectFrom('sim_mp_payments')
    .selectAll()
    .where('id', '=', paymentId)
    .where('collector_id', '=', sellerId)
    .$if(postgres, (q) => q.forUpdate())
    .executeTakeFirst();
}

export function findRefundByKey(
  db: Kysely<DB>,
  sellerId: string,
  idempotencyKey: string,
): Promise<SimulatedRefund | undefined> {
  return db
    .selectFrom('sim_mp_refunds')
    .selectAll()
    .where('collector_id', '=', sellerId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function insertRefund(db: Kysely<DB>, refund: SimulatedRefund): Promise<void> {
  await db.insertInto('sim_mp_refunds').values(refund).execute();
}

export async function insertChargeback(db: Kysely<DB>, chargeback: SimulatedChargeback): Promise<void> {
  await db.insertInto('sim_mp_chargebacks').values(chargeback).execute();
}

export function findSellerChargeback(
  db: Kysely<DB>,
  sellerId: string,
  id: string,
): Promise<SimulatedChargeback | undefined> {
  return db
    .selectFrom('sim_mp_chargebacks')
    .selectAll()
    .where('id', '=', id)
    .where('collector_id', '=', sellerId)
    .executeTakeFirst();
}

export async function insertPayment(db: Kysely<DB>, payment: SimulatedPaymentRow): Promise<void> {
  await db.insertInto('sim_mp_payments').values(payment).execute();
}

/** Sets a payment's status; the approval time is set by the first approval and kept after. */
export async function updatePaymentStatus(
  db: Kysely<DB>,
  paymentId: string,
  change: { status: string; detail: string; now: string },
): Promise<void> {
  await db
    .updateTable('sim_mp_payments')
    .set((eb) => ({
      status: change.status,
      status_detail: change.detail,
      date_last_updated: change.now,
      date_approved:
        change.status === 'approved'
          ? eb.fn.coalesce('date_approved', eb.val(change.now))
          : eb.ref('date_approved'),
    }))
    .where('id', '=', paymentId)
    .execute();
}

/** The creator who started the payment connection whose OAuth state has this hash, if pending. */
export async function findPaymentStateOwner(db: Kysely<DB>, stateHash: string): Promise<number | null> {
  const row = await db
    .selectFrom('payment_oauth_states')
    .select('user_id')
    .where('state_hash', '=', stateHash)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
