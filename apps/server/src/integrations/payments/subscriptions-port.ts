/**
 * Mercado Pago subscriptions (integrations.md §6), on behalf of a creator: every call takes the
 * creator's access token, so the creator is the collector. Amounts in whole pesos; dates ISO-8601.
 * There is no `marketplace_fee` here: monthly support carries no platform commission.
 */

/** POST /preapproval_plan: one tier, charged monthly in ARS. */
export interface PlanInput {
  reason: string;
  back_url: string;
  /** Pesos per month. */
  amount: number;
}

export interface ProviderPlan {
  id: string;
  /** 'active' | 'inactive'. */
  status: string;
  reason: string;
  amount: number;
  init_point: string | null;
}

/**
 * POST /preapproval with the tier's plan: a pending subscription for one supporter, carrying our id
 * as `external_reference`. Its `init_point` (with `activation=true` stripped: sdk-nodejs#480) is where
 * the supporter confirms at the provider; the provider then returns to `back_url`.
 */
export interface SubscriptionInput {
  plan_id: string;
  external_reference: string;
  payer_email: string;
  reason: string;
  back_url: string;
  amount: number;
}

export type ProviderSubscriptionStatus = 'pending' | 'authorized' | 'paused' | 'cancelled';

export interface ProviderSubscription {
  id: string;
  plan_id: string | null;
  status: ProviderSubscriptionStatus;
  payer_email: string | null;
  external_reference: string | null;
  reason: string | null;
  amount: number;
  /** The provider's next debit date, or null. */
  next_payment_date: string | null;
  date_created: string;
  /** Orders readings: an older one never overwrites a newer state. */
  last_modified: string;
  init_point: string | null;
}

/** One billing cycle (`/authorized_payments`): 'scheduled' | 'recycling' | 'processed' | 'cancelled'. */
export interface ProviderInvoice {
  id: string;
  preapproval_id: string;
  status: string;
  retry_attempt: number;
  amount: number;
  debit_date: string;
  /** The money itself; its status says whether a processed invoice was charged. */
  payment: { id: string; status: string; status_detail: string | null } | null;
  last_modified: string;
}

export interface SubscriptionsPort {
  createPlan(accessToken: string, input: PlanInput): Promise<ProviderPlan>;
  /** PUT /preapproval_plan/{id}: closes ('inactive') or reopens a tier, or renames it. */
  updatePlan(
    accessToken: string,
    planId: string,
    changes: { status?: 'active' | 'inactive'; reason?: string },
  ): Promise<ProviderPlan>;
  createSubscription(accessToken: string, input: SubscriptionInput): Promise<ProviderSubscription>;
  getSubscription(accessToken: string, subscriptionId: string): Promise<ProviderSubscription>;
  /** PUT /preapproval/{id} {status}: 'cancelled' is irreversible. */
  setSubscriptionStatus(
    accessToken: string,
    subscriptionId: string,
    status: 'cancelled' | 'paused' | 'authorized',
  ): Promise<ProviderSubscription>;
  getInvoice(accessToken: string, invoiceId: string): Promise<ProviderInvoice>;
  /** GET /preapproval/search by plan: every subscription of one tier (reconciliation). */
  searchSubscriptions(accessToken: string, query: { plan_id: string }): Promise<ProviderSubscription[]>;
  /** GET /authorized_payments/search by subscription: its invoices, newest first (reconciliation). */
  searchInvoices(accessToken: string, query: { preapproval_id: string }): Promise<ProviderInvoice[]>;
}
