import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { DB } from '../../db/schema';
import type { CreatorPaymentAccess } from '../../integrations/payments/creator-access';
import type { ProviderPayment } from '../../integrations/payments/payments-port';
import type { DonationCheckout } from '../../ports/donation-checkout';
import type { OutboundEvents } from '../../ports/outbound-events';
import type { PriceIndexSeries } from '../../ports/price-index-series';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** One charged invoice of a subscription (centavos; ISO-8601). */
export interface MonthlyCharge {
  creatorId: number;
  subscriptionId: string;
  invoiceId: string;
  paymentId: string;
  amountCents: number;
  donorName: string | null;
  /** What the supporter wrote when subscribing: shown with the subscription's first charge only. */
  message: string | null;
  chargedAt: string;
}

/**
 * Offered by donations (it carries a transaction, so it lives here rather than in ports/): records a
 * charged invoice as one approved donation of kind 'monthly' through the donations' one status path.
 */
export interface MonthlyCharges {
  record(trx: Transaction<DB>, charge: MonthlyCharge): Promise<{ donationId: string; created: boolean }>;
  /** Stores the fee and withholdings of the charge's payment as the provider reads it (issue 36). */
  recordFees(donationId: string, payment: ProviderPayment): Promise<void>;
}

/** The creator's webhooks (issue 37), queued in the subscription's own transaction. */
export type MonthlyEvents = OutboundEvents<Transaction<DB>>;

/** What monthly support is built from: infrastructure, the creator's payment access, donations and the public pages. */
export type MonthlyDeps = Pick<
  AppDeps,
  'config' | 'database' | 'clock' | 'log' | 'payments' | 'rateLimiter'
> & {
  access: CreatorPaymentAccess;
  pageChanges: PublicPageChanges;
  charges: MonthlyCharges;
  outboundEvents: MonthlyEvents;
  /** Issue 33: the stored price indices indexed tiers follow (modules/indices). */
  indexSeries: PriceIndexSeries;
  /** 'Regalar un mes' (issue 34): the giver's one-off payment, through the donations' checkout. */
  checkout: Pick<DonationCheckout, 'startPurchase'>;
};
