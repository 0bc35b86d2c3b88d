import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, SimMpPointsTable, SimMpQrOrdersTable } from '../../../db/schema';

/** The simulated Mercado Pago's stores, points of sale and QR orders. */

export type SimulatedPoint = Selectable<SimMpPointsTable>;
export type SimulatedQrOrder = Selectable<SimMpQrOrdersTable>;

/** Inserts unless the seller already used this key for this kind; answers the row the key names. */
export async function upsertPoint(
  db: Kysely<DB>,
  values: Insertable<SimMpPointsTable>,
): Promise<SimulatedPoint> {
  await db
    .insertInto('sim_mp_points')
    .values(values)
    .onConflict((oc) => oc.columns(['collector_id', 'kind', 'idempotency_key']).doNothing())
    .execute();
  return db
    .selectFrom('sim_mp_points')
    .selectAll()
    .where('collector_id', '=', values.collector_id)
    .where('kind', '=', values.kind)
    .where('idempotency_key', '=', values.idempotency_key)
    .executeTakeFirstOrThrow();
}

export function findPoint(db: Kysely<DB>, sellerId: string, kind: 'store' | 'pos', id: string) {
  return db
    .selectFrom('sim_mp_points')
    .selectAll()
    .where('collector_id', '=', sellerId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findPosByExternalId(db: Kysely<DB>, sellerId: string, externalId: string) {
  return db
    .selectFrom('sim_mp_points')
    .selectAll()
    .where('collector_id', '=', sellerId)
    .where('kind', '=', 'pos')
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}

/** Inserts unless the seller already used this key; answers the order the key names. */
export async function upsertQrOrder(
  db: Kysely<DB>,
  values: Insertable<SimMpQrOrdersTable>,
): Promise<SimulatedQrOrder> {
  await db
    .insertInto('sim_mp_qr_orders')
    .values(values)
    .onConflict((oc) => oc.columns(['collector_id', 'idempotency_key']).doNothing())
    .execute();
  return db
    .selectFrom('sim_mp_qr_orders')
    .selectAll()
    .where('collector_id', '=', values.collector_id)
    .where('idempotency_key', '=', values.idempotency_key)
    .executeTakeFirstOrThrow();
}

export function findQrOrder(db: Kysely<DB>, id: string) {
  return db.selectFrom('sim_mp_qr_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order, its row locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
export function lockQrOrder(trx: Kysely<DB>, id: string, postgres: boolean) {
  return trx
    .selectFrom('sim_mp_qr_orders')
    .selectAll()
    .where('id', '=', id)
    .$if(postgres, (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function updateQrOrder(
  trx: Kysely<DB>,
  id: string,
  changes: { status: string; payment_id?: string; updated_at: string },
): Promise<void> {
  await trx.updateTable('sim_mp_qr_orders').set(changes).where('id', '=', id).execute();
}

/** The order a payment paid, the seller's only (GET /v1/payments/{id} of a QR payment). */
export function findSellerQrOrderByPayment(db: Kysely<DB>, sellerId: string, paymentId: string) {
  return db
    .selectFrom('sim_mp_qr_orders')
    .selectAll()
    .where('collector_id', '=', sellerId)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}
