import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { DB } from '../../db/schema';
import type { CreatorPaymentAccess } from '../../integrations/payments/creator-access';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** One charged invoice of a subscription (centavos; ISO-8601). */
export interface MonthlyCharge {
  creatorId: number;
  subscriptionId: string;
  invoiceId: string;
  paymentId: string;
  amountCents: number;
  donorName: string | null;
  chargedAt: string;
}

/**
 * Offered by donations (it carries a transaction, so it lives here rather than in ports/): records a
 * charged invoice as one approved donation of kind 'monthly' through the donations' one status path.
 */
export interface MonthlyCharges {
  record(trx: Transaction<DB>, charge: MonthlyCharge): Promise<{ donationId: string; created: boolean }>;
}

/** What monthly support is built from: infrastructure, the creator's payment access, donations and the public pages. */
export type MonthlyDeps = Pick<
  AppDeps,
  'config' | 'database' | 'clock' | 'log' | 'payments' | 'rateLimiter'
> & {
  access: CreatorPaymentAccess;
  pageChanges: PublicPageChanges;
  charges: MonthlyCharges;
};
