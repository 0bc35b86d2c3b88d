import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, DonationsTable } from '../../db/schema';

/** The unique column naming what the provider charged: a subscription's invoice or a QR order. */
export type ProviderChargeKey = 'mp_invoice_id' | 'mp_order_id';

/**
 * Inserts the donation of a provider charge unless that charge already has one (unique `key`: on
 * PostgreSQL a concurrent insert of the same charge waits for the first and then does nothing).
 * Answers whether this call inserted it.
 */
export async function insertChargeDonation(
  trx: Transaction<DB>,
  key: ProviderChargeKey,
  values: Insertable<DonationsTable>,
): Promise<boolean> {
  const result = await trx
    .insertInto('donations')
    .values(values)
    .onConflict((oc) => oc.column(key).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The donation already recorded for a provider charge. */
export async function donationOfCharge(
  trx: Transaction<DB>,
  key: ProviderChargeKey,
  providerId: string,
): Promise<string | null> {
  const row = await trx.selectFrom('donations').select('id').where(key, '=', providerId).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * What the provider kept of a charge's payment (issue 36), read once the charge is recorded: set
 * only while the donation has none, so a later reading never changes the figures of the approval.
 */
export async function saveChargeFees(
  db: Kysely<DB>,
  donationId: string,
  fees: { provider_fee_cents: number; withholdings: string },
): Promise<void> {
  await db
    .updateTable('donations')
    .set(fees)
    .where('id', '=', donationId)
    .where('provider_fee_cents', 'is', null)
    .execute();
}
