import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { DB } from '../../db/schema';
import type { CreatorPaymentAccess } from '../../integrations/payments/creator-access';
import type { ProviderPayment } from '../../integrations/payments/payments-port';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** One paid in-person QR order (centavos; ISO-8601), as the provider reported it. */
export interface QrOrderCharge {
  creatorId: number;
  orderId: string;
  providerOrderId: string;
  paymentId: string | null;
  paymentTypeId: string | null;
  amountCents: number;
  eventId: number | null;
  paidAt: string;
}

/**
 * Offered by donations (it carries a transaction, so it lives here rather than in ports/): records a
 * paid order as one approved donation of kind 'qr' through the donations' one status path.
 */
export interface QrOrderCharges {
  record(trx: Transaction<DB>, charge: QrOrderCharge): Promise<{ donationId: string; created: boolean }>;
  /** Stores the fee and withholdings of the order's payment as the provider reads it (issue 36). */
  recordFees(donationId: string, payment: ProviderPayment): Promise<void>;
}

/** What 'Modo gorra' is built from: infrastructure, the creator's payment access, donations and the public pages. */
export type GorraDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'log' | 'payments'> & {
  access: CreatorPaymentAccess;
  pageChanges: PublicPageChanges;
  charges: QrOrderCharges;
};
