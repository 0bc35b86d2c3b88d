import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { DonationsTable } from '../../db/schema';
import { changeDonationStatus, type DonationTransition } from './donation-status';
import { type DonationStatusChange, lockCheckout, lockPaymentDonation } from './donation-status.repository';
import type { DonationEvents } from './donations-deps';

type DonationRow = Selectable<DonationsTable>;

/** The writes of one transaction on donations: lock what a reading is applied to, change a status. */
export interface DonationLedgerWrites {
  /** The checkout a payment names, of this creator, locked until the transaction ends (PostgreSQL). */
  lockCheckout(reference: string, creatorId: number): Promise<DonationRow | undefined>;
  /** The donation already made of this payment of the checkout `originId`, locked likewise. */
  lockPaymentDonation(paymentId: string, originId: string): Promise<DonationRow | undefined>;
  /** The one status path (donation-status.ts) with what follows it in the transaction. */
  changeStatus(change: DonationStatusChange, at: string): Promise<DonationTransition>;
}

/**
 * Where a donation's status changes, as a seam: donationLedger(database, events) in production (a Kysely
 * transaction), an in-memory fake in unit tests.
 */
export interface DonationLedger {
  transaction<T>(work: (tx: DonationLedgerWrites) => Promise<T>): Promise<T>;
}

export function donationLedger(
  database: Pick<Database, 'db' | 'dialect'>,
  events: DonationEvents,
): DonationLedger {
  const pg = database.dialect === 'postgres';
  return {
    transaction: (work) =>
      database.db.transaction().execute((trx) =>
        work({
          lockCheckout: (reference, creatorId) => lockCheckout(trx, reference, creatorId, pg),
          lockPaymentDonation: (paymentId, originId) => lockPaymentDonation(trx, paymentId, originId, pg),
          changeStatus: (change, at) => changeDonationStatus(trx, change, at, events),
        }),
      ),
  };
}
