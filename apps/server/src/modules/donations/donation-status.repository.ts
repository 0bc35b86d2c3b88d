import type { Insertable, Transaction, Updateable } from 'kysely';
import type { DB, DonationsTable } from '../../db/schema';

/** What a status change writes besides `mp_status` (a provider reading, a cancellation). */
export type DonationStateFields = Updateable<DonationsTable> & { mp_status: string; updated_at: string };

export type DonationStatusChange =
  /** An existing donation, now showing `from`, takes a new state. */
  | { kind: 'update'; donationId: string; from: string; fields: DonationStateFields }
  /** A second paid payment of a checkout becomes a donation of its own, already in its state. */
  | { kind: 'insert'; values: Insertable<DonationsTable> & { mp_status: string } };

/** Writes a donation's new state (donation-status.ts decides when, and what follows it). */
export async function writeDonationState(trx: Transaction<DB>, change: DonationStatusChange): Promise<void> {
  if (change.kind === 'update') {
    await trx.updateTable('donations').set(change.fields).where('id', '=', change.donationId).execute();
    return;
  }
  await trx.insertInto('donations').values(change.values).execute();
}

/** When a donation's money left again (refund, chargeback): the first time only (issue 36). */
export async function markReversed(trx: Transaction<DB>, donationId: string, at: string): Promise<void> {
  await trx
    .updateTable('donations')
    .set((eb) => ({ reversed_at: eb.fn.coalesce('reversed_at', eb.val(at)) }))
    .where('id', '=', donationId)
    .execute();
}

/** The chargeback evidence deadline a donation shows now, or null. */
export async function evidenceDeadlineOf(trx: Transaction<DB>, donationId: string): Promise<string | null> {
  const row = await trx
    .selectFrom('donations')
    .select('evidence_deadline')
    .where('id', '=', donationId)
    .executeTakeFirst();
  return row?.evidence_deadline ?? null;
}

/**
 * The checkout a provider payment names (`reference`, the creator's), locked on PostgreSQL until the
 * transaction ends, so concurrent readings of its payments apply one after the other.
 */
export function lockCheckout(trx: Transaction<DB>, reference: string, creatorId: number, pg: boolean) {
  return trx
    .selectFrom('donations')
    .selectAll()
    .where('id', '=', reference)
    .where('user_id', '=', creatorId)
    .$if(pg, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The donation already made of this payment of the checkout `originId`, locked likewise. */
export function lockPaymentDonation(trx: Transaction<DB>, paymentId: string, originId: string, pg: boolean) {
  return trx
    .selectFrom('donations')
    .selectAll()
    .where('mp_payment_id', '=', paymentId)
    .where('external_reference', '=', originId)
    .$if(pg, (q) => q.forUpdate())
    .executeTakeFirst();
}
