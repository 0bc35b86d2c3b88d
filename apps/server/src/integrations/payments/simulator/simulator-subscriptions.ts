import { randomInt, randomUUID } from 'node:crypto';
import { Money } from '@enlaza/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { PaymentProviderError } from '../payments-port';
import type {
  PlanChanges,
  PlanInput,
  ProviderInvoice,
  ProviderPlan,
  ProviderSubscription,
  ProviderSubscriptionStatus,
  SubscriptionInput,
  SubscriptionsPort,
} from '../subscriptions-port';
import { APP_WEBHOOK_PATH, SUBSCRIPTION_CONSENT_PATH } from './simulator-paths';
import {
  findInvoicesOf,
  findPlan,
  findSellerInvoice,
  findSellerPlan,
  findSellerSubscription,
  findSellerSubscriptionsByPlan,
  findSubscription,
  insertInvoice,
  insertPlan,
  insertSubscription,
  listSubscriptions,
  lockSubscription,
  type SimulatedInvoice,
  type SimulatedPlan,
  type SimulatedSubscription,
  updatePlan,
  updateSubscription,
} from './simulator-subscriptions-store';
import { enqueueNotification, type NotificationTopic } from './simulator-webhook';

/**
 * A month's charge: approved; rejected at the first attempt with the provider retrying ('decline',
 * issue 34: a 'recycling' invoice with its next retry); or rejected after the retries ran out.
 */
export type ChargeOutcome = 'approve' | 'decline' | 'reject';

/** Days between the provider's retries of a rejected charge (up to 4 within 10 days, integrations.md §6). */
export const RETRY_EVERY_DAYS = 3;

/** After this many months whose payment was rejected the provider cancels the subscription. */
export const FAILED_CHARGES_TO_CANCEL = 3;

/** The provider's limits for one charge in Argentina (integrations.md §6). */
const MIN_AMOUNT = 15;
const MAX_AMOUNT = 250_000;
/** Retries of a rejected invoice before it is processed as failed. */
const RETRIES = 4;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a press of a simulator button did, with the notifications it stored for the app. */
export interface SubscriptionEvent {
  subscription: SimulatedSubscription;
  /** The month charged (or failed), when the action charged one. */
  invoice: SimulatedInvoice | null;
  /** Stored notifications to deliver now (the resender sends any left undelivered). */
  notificationIds: string[];
}

/** Options of the simulator's actions; `notify: false` records the change without telling the app. */
export interface ActionOptions {
  notify?: boolean;
}

const hexId = () => randomUUID().replace(/-/g, '');
const numericId = () => String(randomInt(10_000_000_000, 99_999_999_999));
const badRequest = (message: string) => new PaymentProviderError(message, 400, 'bad_request');
const notFound = (what: string) => new PaymentProviderError(`${what} not found`, 404, 'not_found');

/**
 * The same day `months` months later (1 by default; 12 for a yearly plan), or that month's last day
 * when it is shorter (31 Jan → 28 Feb).
 */
export function addMonth(iso: string, months = 1): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString();
}

function toPlan(row: SimulatedPlan): ProviderPlan {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    amount: Money.fromCents(row.amount_cents).pesos,
    init_point: null,
  };
}

function toInvoice(row: SimulatedInvoice): ProviderInvoice {
  return {
    id: row.id,
    preapproval_id: row.preapproval_id,
    status: row.status,
    retry_attempt: row.retry_attempt,
    amount: Money.fromCents(row.amount_cents).pesos,
    debit_date: row.debit_date,
    payment: row.payment_id
      ? {
          id: row.payment_id,
          status: row.payment_status ?? 'pending',
          status_detail: row.payment_status_detail,
        }
      : null,
    last_modified: row.last_modified,
    next_retry_date: row.next_retry_date,
  };
}

/**
 * Mercado Pago subscriptions without Mercado Pago (integrations.md §6): plans, subscriptions and
 * their monthly invoices kept in the database, each seen only by the seller (token) that owns it.
 * The simulator's pages drive what the supporter and the bank would do: confirm (the first month
 * is charged at once), charge a month, fail a month (three failures cancel), pause.
 */
export class SimulatorSubscriptions implements SubscriptionsPort {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly postgres: boolean,
    /** The seller of a token that still works; throws 401 otherwise. */
    private readonly linkedSeller: (accessToken: string) => Promise<string>,
  ) {}

  consentUrl(subscriptionId: string): string {
    return `${this.publicUrl}${SUBSCRIPTION_CONSENT_PATH}/${encodeURIComponent(subscriptionId)}`;
  }

  async createPlan(accessToken: string, input: PlanInput): Promise<ProviderPlan> {
    const seller = await this.linkedSeller(accessToken);
    if (!input.reason.trim()) throw badRequest('reason is required');
    if (!input.back_url) throw badRequest('back_url is required');
    checkAmount(input.amount);
    const now = this.clock.now().toISOString();
    const plan: SimulatedPlan = {
      id: hexId(),
      collector_id: seller,
      reason: input.reason,
      amount_cents: Money.fromPesos(input.amount).cents,
      back_url: input.back_url,
      status: 'active',
      date_created: now,
      last_modified: now,
      frequency_months: input.frequency_months ?? 1,
      free_trial_months: input.free_trial ? 1 : 0,
      open_amount: input.open_amount ? 1 : 0,
    };
    await insertPlan(this.db, plan);
    return toPlan(plan);
  }

  async updatePlan(accessToken: string, planId: string, changes: PlanChanges): Promise<ProviderPlan> {
    const seller = await this.linkedSeller(accessToken);
    const plan = await findSellerPlan(this.db, seller, planId);
    if (!plan) throw notFound('Plan');
    if (changes.reason !== undefined && !changes.reason.trim()) throw badRequest('reason is required');
    if (changes.amount !== undefined) checkAmount(changes.amount);
    const updated: SimulatedPlan = {
      ...plan,
      status: changes.status ?? plan.status,
      reason: changes.reason ?? plan.reason,
      amount_cents: changes.amount === undefined ? plan.amount_cents : Money.fromPesos(changes.amount).cents,
      last_modified: this.clock.now().toISOString(),
    };
    await updatePlan(this.db, plan.id, {
      status: updated.status,
      reason: updated.reason,
      amount_cents: updated.amount_cents,
      last_modified: updated.last_modified,
    });
    return toPlan(updated);
  }

  async createSubscription(accessToken: string, input: SubscriptionInput): Promise<ProviderSubscription> {
    const seller = await this.linkedSeller(accessToken);
    const plan = await findSellerPlan(this.db, seller, input.plan_id);
    if (!plan) throw notFound('Plan');
    if (plan.status !== 'active') throw badRequest('the plan is inactive');
    if (!EMAIL.test(input.payer_email)) throw badRequest('payer_email is invalid');
    if (!input.back_url) throw badRequest('back_url is required');
    // An open plan (no amount of its own) charges what each subscription carries, within the limits.
    if (plan.open_amount === 1) checkAmount(input.amount);
    const now = this.clock.now().toISOString();
    const row: SimulatedSubscription = {
      id: hexId(),
      plan_id: plan.id,
      collector_id: seller,
      payer_email: input.payer_email,
      external_reference: input.external_reference,
      reason: input.reason || plan.reason,
      back_url: input.back_url,
      notification_url: `${this.publicUrl}${APP_WEBHOOK_PATH}`,
      // The plan's amount is what the provider charges, unless the plan is open.
      amount_cents: plan.open_amount === 1 ? Money.fromPesos(input.amount).cents : plan.amount_cents,
      frequency_months: plan.frequency_months,
      status: 'pending',
      failed_charges: 0,
      next_payment_date: null,
      date_created: now,
      last_modified: now,
    };
    await insertSubscription(this.db, row);
    return this.toSubscription(row);
  }

  async getSubscription(accessToken: string, subscriptionId: string): Promise<ProviderSubscription> {
    const seller = await this.linkedSeller(accessToken);
    const row = await findSellerSubscription(this.db, seller, subscriptionId);
    if (!row) throw notFound('Subscription');
    return this.toSubscription(row);
  }

  /**
   * PUT /preapproval/{id} {status}. Cancelled is final; a pending subscription has no payment method
   * yet, so only the supporter's confirmation authorizes it. The change is announced to the app.
   */
  async setSubscriptionStatus(
    accessToken: string,
    subscriptionId: string,
    status: 'cancelled' | 'paused' | 'authorized',
  ): Promise<ProviderSubscription> {
    const seller = await this.linkedSeller(accessToken);
    const owned = await findSellerSubscription(this.db, seller, subscriptionId);
    if (!owned) throw notFound('Subscription');
    const row = await this.db.transaction().execute(async (trx) => {
      const current = await lockSubscription(trx, subscriptionId, this.postgres);
      if (!current) throw notFound('Subscription');
      if (current.status === status) return current;
      if (current.status === 'cancelled') throw badRequest('a cancelled subscription cannot change');
      if (current.status === 'pending' && status !== 'cancelled') {
        throw badRequest('the payer has not confirmed the subscription yet');
      }
      const changed = await this.change(trx, current, { status });
      await this.announce(trx, changed, 'subscription_preapproval', changed.id);
      return changed;
    });
    return this.toSubscription(row);
  }

  /** PUT /preapproval/{id} with a new amount (issue 33): 'Cobrar mes' charges it from now on. */
  async setSubscriptionAmount(
    accessToken: string,
    subscriptionId: string,
    amount: number,
  ): Promise<ProviderSubscription> {
    const seller = await this.linkedSeller(accessToken);
    checkAmount(amount);
    const owned = await findSellerSubscription(this.db, seller, subscriptionId);
    if (!owned) throw notFound('Subscription');
    if (owned.status === 'cancelled') throw badRequest('a cancelled subscription cannot change');
    const changed: SimulatedSubscription = {
      ...owned,
      amount_cents: Money.fromPesos(amount).cents,
      last_modified: laterThan(owned.last_modified, this.clock.now()),
    };
    await updateSubscription(this.db, owned.id, {
      amount_cents: changed.amount_cents,
      last_modified: changed.last_modified,
    });
    return this.toSubscription(changed);
  }

  async getInvoice(accessToken: string, invoiceId: string): Promise<ProviderInvoice> {
    const seller = await this.linkedSeller(accessToken);
    const row = await findSellerInvoice(this.db, seller, invoiceId);
    if (!row) throw notFound('Authorized payment');
    return toInvoice(row);
  }

  async searchSubscriptions(
    accessToken: string,
    query: { plan_id: string },
  ): Promise<ProviderSubscription[]> {
    const seller = await this.linkedSeller(accessToken);
    const rows = await findSellerSubscriptionsByPlan(this.db, seller, query.plan_id);
    return rows.map((row) => this.toSubscription(row));
  }

  async searchInvoices(accessToken: string, query: { preapproval_id: string }): Promise<ProviderInvoice[]> {
    const seller = await this.linkedSeller(accessToken);
    const rows = await findInvoicesOf(this.db, query.preapproval_id);
    return rows.filter((row) => row.collector_id === seller).map(toInvoice);
  }

  // The simulator's buttons (its pages, and tests that press them without HTML).

  find(subscriptionId: string): Promise<SimulatedSubscription | undefined> {
    return findSubscription(this.db, subscriptionId);
  }

  /** Every simulated subscription, newest first (the simulator's list page). */
  list(limit: number): Promise<SimulatedSubscription[]> {
    return listSubscriptions(this.db, limit);
  }

  invoicesOf(subscriptionId: string): Promise<SimulatedInvoice[]> {
    return findInvoicesOf(this.db, subscriptionId);
  }

  /**
   * 'Suscribirme' on the consent page: the supporter confirms, the subscription is authorized and
   * the first month is charged at once, as the provider does. Null when the subscription does not
   * exist or is no longer pending (a second press never charges again).
   */
  authorize(subscriptionId: string, options: ActionOptions = {}): Promise<SubscriptionEvent | null> {
    return this.db.transaction().execute(async (trx) => {
      const current = await lockSubscription(trx, subscriptionId, this.postgres);
      if (current?.status !== 'pending') return null;
      const now = this.clock.now().toISOString();
      const trialMonths = (await findPlan(trx, current.plan_id))?.free_trial_months ?? 0;
      // A free trial: authorized now, first charged when the trial ends.
      const firstCharge = trialMonths > 0 ? addMonth(now, trialMonths) : now;
      const authorized = await this.change(trx, current, {
        status: 'authorized',
        next_payment_date: firstCharge,
      });
      const ids: string[] = [];
      if (options.notify !== false) {
        ids.push(...(await this.announce(trx, authorized, 'subscription_preapproval', authorized.id)));
      }
      if (trialMonths > 0) return { subscription: authorized, invoice: null, notificationIds: ids };
      const charged = await this.chargeLocked(trx, authorized, 'approve', options);
      return { ...charged, notificationIds: [...ids, ...charged.notificationIds] };
    });
  }

  /**
   * 'Cobrar mes' / 'Rechazar cobro': the next month's invoice, its payment approved or (retries
   * exhausted) rejected; the third rejected month cancels the subscription. Null unless authorized.
   */
  chargeMonth(
    subscriptionId: string,
    outcome: ChargeOutcome,
    options: ActionOptions = {},
  ): Promise<SubscriptionEvent | null> {
    return this.db.transaction().execute(async (trx) => {
      const current = await lockSubscription(trx, subscriptionId, this.postgres);
      if (current?.status !== 'authorized') return null;
      return this.chargeLocked(trx, current, outcome, options);
    });
  }

  /** 'Pausar': an authorized subscription stops charging. Null unless authorized. */
  pause(subscriptionId: string, options: ActionOptions = {}): Promise<SubscriptionEvent | null> {
    return this.db.transaction().execute(async (trx) => {
      const current = await lockSubscription(trx, subscriptionId, this.postgres);
      if (current?.status !== 'authorized') return null;
      const paused = await this.change(trx, current, { status: 'paused' });
      const ids =
        options.notify === false
          ? []
          : await this.announce(trx, paused, 'subscription_preapproval', paused.id);
      return { subscription: paused, invoice: null, notificationIds: ids };
    });
  }

  private async chargeLocked(
    trx: Kysely<DB>,
    current: SimulatedSubscription,
    outcome: ChargeOutcome,
    options: ActionOptions,
  ): Promise<SubscriptionEvent> {
    const now = this.clock.now().toISOString();
    // Pressing 'Cobrar mes' is the bank charging now: the invoice is dated now (issue 30), whatever
    // date the month was due, and the next one falls a month later.
    const debitDate = now;
    const approved = outcome === 'approve';
    if (outcome === 'decline') return this.declineLocked(trx, current, options);
    const invoice: SimulatedInvoice = {
      id: numericId(),
      preapproval_id: current.id,
      collector_id: current.collector_id,
      status: 'processed',
      retry_attempt: approved ? 0 : RETRIES,
      next_retry_date: null,
      amount_cents: current.amount_cents,
      debit_date: debitDate,
      payment_id: numericId(),
      payment_status: approved ? 'approved' : 'rejected',
      payment_status_detail: approved ? 'accredited' : 'cc_rejected_insufficient_amount',
      date_created: now,
      last_modified: now,
    };
    await insertInvoice(trx, invoice);
    const failed = current.failed_charges + (approved ? 0 : 1);
    const cancelled = failed >= FAILED_CHARGES_TO_CANCEL;
    const subscription = await this.change(trx, current, {
      failed_charges: failed,
      status: cancelled ? 'cancelled' : current.status,
      next_payment_date: cancelled ? null : addMonth(debitDate, current.frequency_months),
    });
    const ids: string[] = [];
    if (options.notify !== false) {
      ids.push(...(await this.announce(trx, subscription, 'subscription_authorized_payment', invoice.id)));
      ids.push(...(await this.announce(trx, subscription, 'subscription_preapproval', subscription.id)));
    }
    return { subscription, invoice, notificationIds: ids };
  }

  /**
   * The bank refused this month's first attempt: the invoice stays open ('recycling') with the date
   * of the next retry; the subscription goes on as it was (the provider counts a failed month only
   * once its retries ran out).
   */
  private async declineLocked(
    trx: Kysely<DB>,
    current: SimulatedSubscription,
    options: ActionOptions,
  ): Promise<SubscriptionEvent> {
    const now = this.clock.now();
    const invoice: SimulatedInvoice = {
      id: numericId(),
      preapproval_id: current.id,
      collector_id: current.collector_id,
      status: 'recycling',
      retry_attempt: 1,
      next_retry_date: new Date(now.getTime() + RETRY_EVERY_DAYS * 86_400_000).toISOString(),
      amount_cents: current.amount_cents,
      debit_date: now.toISOString(),
      payment_id: numericId(),
      payment_status: 'rejected',
      payment_status_detail: 'cc_rejected_insufficient_amount',
      date_created: now.toISOString(),
      last_modified: now.toISOString(),
    };
    await insertInvoice(trx, invoice);
    const subscription = await this.change(trx, current, {});
    const ids =
      options.notify === false
        ? []
        : await this.announce(trx, subscription, 'subscription_authorized_payment', invoice.id);
    return { subscription, invoice, notificationIds: ids };
  }

  private async change(
    trx: Kysely<DB>,
    current: SimulatedSubscription,
    changes: Partial<Pick<SimulatedSubscription, 'status' | 'failed_charges' | 'next_payment_date'>>,
  ): Promise<SimulatedSubscription> {
    const updated: SimulatedSubscription = {
      ...current,
      ...changes,
      last_modified: laterThan(current.last_modified, this.clock.now()),
    };
    if (changes.status === 'paused' || changes.status === 'cancelled') updated.next_payment_date = null;
    if (changes.status === 'authorized' && current.status === 'paused') {
      updated.next_payment_date = updated.next_payment_date ?? this.clock.now().toISOString();
    }
    await updateSubscription(trx, current.id, {
      status: updated.status,
      failed_charges: updated.failed_charges,
      next_payment_date: updated.next_payment_date,
      last_modified: updated.last_modified,
    });
    return updated;
  }

  private async announce(
    trx: Kysely<DB>,
    subscription: SimulatedSubscription,
    topic: NotificationTopic,
    resourceId: string,
  ): Promise<string[]> {
    if (!subscription.notification_url) return [];
    const id = await enqueueNotification(trx, this.clock, {
      paymentId: resourceId,
      topic,
      sellerId: subscription.collector_id,
      notificationUrl: subscription.notification_url,
    });
    return [id];
  }

  toSubscription(row: SimulatedSubscription): ProviderSubscription {
    return {
      id: row.id,
      plan_id: row.plan_id,
      status: row.status as ProviderSubscriptionStatus,
      payer_email: row.payer_email,
      external_reference: row.external_reference,
      reason: row.reason,
      amount: Money.fromCents(row.amount_cents).pesos,
      next_payment_date: row.next_payment_date,
      date_created: row.date_created,
      last_modified: row.last_modified,
      init_point: this.consentUrl(row.id),
    };
  }
}

function checkAmount(amount: number): void {
  if (!Number.isFinite(amount) || amount < MIN_AMOUNT || amount > MAX_AMOUNT) {
    throw badRequest(`transaction_amount must be between ${MIN_AMOUNT} and ${MAX_AMOUNT}`);
  }
}

/**
 * `last_modified` strictly after the previous one, so readings order even when the clock stands
 * still (tests) or two changes land in the same millisecond.
 */
function laterThan(previous: string, now: Date): string {
  const before = new Date(previous).getTime();
  return new Date(Math.max(now.getTime(), before + 1)).toISOString();
}
