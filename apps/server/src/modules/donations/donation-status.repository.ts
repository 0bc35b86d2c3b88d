import type { Insertable, Transaction, Updateable } from 'kysely';
import type { DB, DonationsTable } from '../../db/schema';

/** What a status change writes besides `mp_status` (a provider reading, a cancellation). */
export type DonationStateFields = Updateable<DonationsTable> & { mp_status: string; updated_at: string };

export type DonationStatusChange =
  /** An existing donation takes a new state. */
  | { kind: 'update'; donationId: string; fields: DonationStateFields }
  /** A second paid payment of a checkout becomes a donation of its own, already in its state. */
  | { kind: 'insert'; values: Insertable<DonationsTable> & { mp_status: string } };

/**
 * THE one place where a donation's status changes after its checkout created it as pending, always
 * inside the caller's transaction. Every path — notifications, the donor's return, the
 * reconciliation sweep, a checkout the provider never created — ends here, so a donation becomes
 * approved here and nowhere else (work tied to that moment, such as an activity log entry, belongs
 * in this function, in the same transaction). What must follow the commit — the public cache and
 * the live goal bars (`deps.liveGoals.changed`) — follows it in applyProviderPayment, the one caller
 * whose changes can approve or refund.
 */
export async function changeDonationStatus(
  trx: Transaction<DB>,
  change: DonationStatusChange,
): Promise<void> {
  if (change.kind === 'update') {
    await trx.updateTable('donations').set(change.fields).where('id', '=', change.donationId).execute();
    return;
  }
  await trx.insertInto('donations').values(change.values).execute();
}
