/**
 * Mercado Pago subscriptions (integrations.md §6), on behalf of a creator: every call takes the
 * creator's access token, so the creator is the collector. Amounts in whole pesos; dates ISO-8601.
 * There is no `marketplace_fee` here: monthly support carries no platform commission.
 */

/**
 * POST /preapproval_plan: one tier, charged in ARS every `frequency_months` months
 * (`auto_recurring.frequency`, `frequency_type: 'months'`; issue 34 adds 12 for yearly).
 */
export interface PlanInput {
  reason: string;
  back_url: string;
  /** Pesos per charge (on an open plan, the tier's minimum: the provider is not told it). */
  amount: number;
  /** 1 (default) or 12. */
  frequency_months?: 1 | 12;
  /** `auto_recurring.free_trial: {frequency: 1, frequency_type: 'months'}`: the first month free. */
  free_trial?: boolean;
  /** Open value: the plan carries no `transaction_amount`; each subscription carries its own. */
  open_amount?: boolean;
}

export interface PlanChanges {
  status?: 'active' | 'inactive';
  reason?: string;
  /** Pesos per month. */
  amount?: number;
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
  /** Pesos per charge: the plan's, or the supporter's own on an open plan. */
  amount: number;
  /** The plan's frequency, 1 (default) or 12 months. */
  frequency_months?: 1 | 12;
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
  /** A rejected payment still retried ('recycling'): the provider's next attempt, or null. */
  next_retry_date: string | null;
}

export interface SubscriptionsPort {
  createPlan(accessToken: string, input: PlanInput): Promise<ProviderPlan>;
  /**
   * PUT /preapproval_plan/{id}: closes ('inactive') or reopens a tier, renames it, or (issue 33, an
   * indexed tier's adjustment) changes what new supporters pay (`auto_recurring.transaction_amount`).
   */
  updatePlan(accessToken: string, planId: string, changes: PlanChanges): Promise<ProviderPlan>;
  createSubscription(accessToken: string, input: SubscriptionInput): Promise<ProviderSubscription>;
  getSubscription(accessToken: string, subscriptionId: string): Promise<ProviderSubscription>;
  /** PUT /preapproval/{id} {status}: 'cancelled' is irreversible. */
  setSubscriptionStatus(
    accessToken: string,
    subscriptionId: string,
    status: 'cancelled' | 'paused' | 'authorized',
  ): Promise<ProviderSubscription>;
  /**
   * PUT /preapproval/{id} {auto_recurring: {transaction_amount}} (issue 33): the next charges are of
   * `amount` pesos. Refused for a cancelled subscription.
   */
  setSubscriptionAmount(
    accessToken: string,
    subscriptionId: string,
    amount: number,
  ): Promise<ProviderSubscription>;
  getInvoice(accessToken: string, invoiceId: string): Promise<ProviderInvoice>;
  /** GET /preapproval/search by plan: every subscription of one tier (reconciliation). */
  searchSubscriptions(accessToken: string, query: { plan_id: string }): Promise<ProviderSubscription[]>;
  /** GET /authorized_payments/search by subscription: its invoices, newest first (reconciliation). */
  searchInvoices(accessToken: string, query: { preapproval_id: string }): Promise<ProviderInvoice[]>;
}
