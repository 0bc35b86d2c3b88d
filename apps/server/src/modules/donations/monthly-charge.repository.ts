import type { Insertable, Transaction } from 'kysely';
import type { DB, DonationsTable } from '../../db/schema';

/** The creator's active goal now (a monthly charge counts towards it), or null. */
export async function activeGoalId(trx: Transaction<DB>, creatorId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('goals')
    .select('id')
    .where('user_id', '=', creatorId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Inserts the donation of an invoice unless that invoice already has one (unique `mp_invoice_id`:
 * on PostgreSQL a concurrent insert of the same invoice waits for the first and then does nothing).
 * Answers whether this call inserted it.
 */
export async function insertInvoiceDonation(
  trx: Transaction<DB>,
  values: Insertable<DonationsTable>,
): Promise<boolean> {
  const result = await trx
    .insertInto('donations')
    .values(values)
    .onConflict((oc) => oc.column('mp_invoice_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The donation already recorded for an invoice. */
export async function donationOfInvoice(trx: Transaction<DB>, invoiceId: string): Promise<string | null> {
  const row = await trx
    .selectFrom('donations')
    .select('id')
    .where('mp_invoice_id', '=', invoiceId)
    .executeTakeFirst();
  return row?.id ?? null;
}
