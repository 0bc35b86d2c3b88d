import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { AfterConnect } from '../../integrations/payments/creator-access';
import type { ProviderPayment } from '../../integrations/payments/payments-port';
import type { OwnedDonations } from '../../ports/owned-lists';
import type { DonationTotals } from '../../ports/raised-amounts';
import type { SupportersWall } from '../../ports/supporters-wall';
import { DonationsRepository } from './donations.repository';
import type { DonationsService } from './donations.service';
import type { DonationEvents } from './donations-deps';
import { type InvoiceCharge, recordMonthlyCharge } from './monthly-charge';
import { recordChargeFees } from './provider-fees';
import { type QrCharge, recordQrCharge } from './qr-charge';

/*
 * What donations offer the other slices (wired by create-deps.ts). The public slice and donations
 * take each other's ports, so the service is reached through `donations()`, called only once the
 * app runs, after both exist.
 */

/** What approved donations raised (transfers adds the confirmed transfers for goals, statistics, the public read and the pages). */
export function raisedAmounts(donations: () => DonationsService): DonationTotals {
  return {
    raisedFor: (goalId) => donations().raisedFor(goalId),
    raisedAtEvent: (eventId) => donations().raisedAtEvent(eventId),
  };
}

/** The supporters' wall as visitors read it, and 'Denunciar'. */
export function supportersWall(donations: () => DonationsService): SupportersWall {
  return {
    latest: (userId) => donations().supporters.latest(userId),
    page: (userId, page) => donations().supporters.page(userId, page),
    report: (userId, entryId, reason, ip) => donations().supporters.report(userId, entryId, reason, ip),
  };
}

/** Every donation a creator received, for the exports. */
export function ownedDonations(database: Pick<Database, 'db'>): OwnedDonations {
  return { list: (userId) => new DonationsRepository(database.db).allReceived(userId) };
}

/** Monthly support's charged invoices, recorded as donations through the one status path. */
export function monthlyCharges(events: DonationEvents, database: Pick<Database, 'db'>) {
  return {
    record: (trx: Transaction<DB>, charge: InvoiceCharge) => recordMonthlyCharge(trx, charge, events),
    recordFees: (donationId: string, payment: ProviderPayment) =>
      recordChargeFees(database.db, donationId, payment),
  };
}

/** Paid in-person QR orders ('Modo gorra'), recorded as donations through the one status path. */
export function qrCharges(events: DonationEvents, database: Pick<Database, 'db'>) {
  return {
    record: (trx: Transaction<DB>, charge: QrCharge) => recordQrCharge(trx, charge, events),
    recordFees: (donationId: string, payment: ProviderPayment) =>
      recordChargeFees(database.db, donationId, payment),
  };
}

/** Payments that arrived while an account was disconnected, applied when it connects again. */
export function applyPendingOnConnect(donations: DonationsService): AfterConnect {
  return (sellerId) => donations.sync.syncPending(sellerId);
}
