import { randomUUID } from 'node:crypto';

/**
 * Test support: the subscriptions part of the fake Mercado Pago (integrations.md §6) — plans
 * (POST/PUT /preapproval_plan), subscriptions (POST/GET/PUT /preapproval, GET /preapproval/search)
 * and invoices (GET /authorized_payments/{id}, GET /authorized_payments/search), each seen only
 * by the seller whose token created it. The `init_point` of POST /preapproval carries the
 * `activation=true` of sdk-nodejs#480, as the live API does.
 */

export interface FakePlan {
  id: string;
  collector_id: number;
  reason: string;
  back_url: string;
  status: 'active' | 'inactive';
  /** Without `transaction_amount` the plan is open: each subscription carries its amount. */
  auto_recurring: {
    frequency: number;
    frequency_type: string;
    transaction_amount?: number;
    currency_id: string;
    free_trial?: { frequency: number; frequency_type: string };
  };
  init_point: string;
  date_created: string;
  last_modified: string;
}

export interface FakeSubscription {
  id: string;
  preapproval_plan_id: string | null;
  collector_id: number;
  payer_email: string;
  external_reference: string | null;
  reason: string;
  back_url: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  auto_recurring: {
    frequency: number;
    frequency_type: string;
    transaction_amount: number;
    currency_id: string;
  };
  next_payment_date: string | null;
  date_created: string;
  last_modified: string;
  init_point: string;
}

export interface FakeInvoice {
  id: number;
  preapproval_id: string;
  type: 'scheduled';
  status: 'scheduled' | 'recycling' | 'processed' | 'cancelled';
  retry_attempt: number;
  transaction_amount: number;
  currency_id: 'ARS';
  debit_date: string;
  date_created: string;
  last_modified: string;
  payment: { id: number; status: string; status_detail: string } | null;
  next_retry_date?: string | null;
}

type Send = (status: number, payload: unknown) => void;
type Fail = (status: number, key: string, message: string) => void;

const hexId = () => randomUUID().replace(/-/g, '');
const now = () => new Date().toISOString();

function recurring(value: unknown) {
  const r = (value ?? {}) as Record<string, unknown>;
  return {
    frequency: Number(r.frequency ?? 1),
    frequency_type: String(r.frequency_type ?? 'months'),
    transaction_amount: Number(r.transaction_amount),
    currency_id: String(r.currency_id ?? 'ARS'),
  };
}

const withinLimits = (amount: number) => amount >= 15 && amount <= 250_000;

/** A plan's `auto_recurring`: an absent amount is an open plan; a free trial counted in days or months. */
function planRecurring(value: unknown): FakePlan['auto_recurring'] | null {
  const r = (value ?? {}) as Record<string, unknown>;
  const auto = recurring(value);
  if (!Number.isInteger(auto.frequency) || auto.frequency < 1) return null;
  if (auto.frequency_type !== 'months' && auto.frequency_type !== 'days') return null;
  if (auto.currency_id !== 'ARS') return null;
  const open = r.transaction_amount === undefined;
  if (!open && !withinLimits(auto.transaction_amount)) return null;
  const trial = r.free_trial as Record<string, unknown> | undefined;
  return {
    frequency: auto.frequency,
    frequency_type: auto.frequency_type,
    ...(open ? {} : { transaction_amount: auto.transaction_amount }),
    currency_id: 'ARS',
    ...(trial
      ? { free_trial: { frequency: Number(trial.frequency), frequency_type: String(trial.frequency_type) } }
      : {}),
  };
}

export class FakeSubscriptionsApi {
  readonly plans = new Map<string, FakePlan>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<number, FakeInvoice>();
  private invoiceSeq = 7_000_000;
  /** The next this-many amount changes (PUT /preapproval/{id} with auto_recurring) answer 500. */
  failAmountChanges = 0;

  /** The supporter confirms at the provider: the subscription is authorized. */
  authorize(subscriptionId: string): FakeSubscription {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    sub.status = 'authorized';
    sub.next_payment_date = now();
    sub.last_modified = now();
    return sub;
  }

  /** The provider charges a month: a processed invoice whose payment is approved or rejected. */
  charge(subscriptionId: string, paymentStatus: 'approved' | 'rejected' = 'approved'): FakeInvoice {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    this.invoiceSeq += 1;
    const at = now();
    const invoice: FakeInvoice = {
      id: this.invoiceSeq,
      preapproval_id: sub.id,
      type: 'scheduled',
      status: 'processed',
      retry_attempt: paymentStatus === 'approved' ? 0 : 4,
      transaction_amount: sub.auto_recurring.transaction_amount,
      currency_id: 'ARS',
      debit_date: new Date(Date.now() + this.invoiceSeq).toISOString(),
      date_created: at,
      last_modified: at,
      payment: {
        id: 90_000_000 + this.invoiceSeq,
        status: paymentStatus,
        status_detail: paymentStatus === 'approved' ? 'accredited' : 'cc_rejected_insufficient_amount',
      },
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /**
   * The provider's first attempt at a month failed and it will retry: a 'recycling' invoice whose
   * payment is rejected, with the date of the next attempt.
   */
  decline(subscriptionId: string, reason: string, nextRetry: string): FakeInvoice {
    const invoice = this.charge(subscriptionId, 'rejected');
    invoice.status = 'recycling';
    invoice.retry_attempt = 1;
    invoice.next_retry_date = nextRetry;
    if (invoice.payment) invoice.payment.status_detail = reason;
    return invoice;
  }

  /** Answers the request when it is one of the subscriptions API's; false otherwise. */
  handle(method: string, url: URL, body: unknown, sellerId: string, send: Send, fail: Fail): boolean {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const seller = Number(sellerId);
    const path = url.pathname;

    if (method === 'POST' && path === '/preapproval_plan') {
      const auto = planRecurring(b.auto_recurring);
      if (typeof b.reason !== 'string' || !b.reason || typeof b.back_url !== 'string') {
        fail(400, 'bad_request', 'reason and back_url are required');
        return true;
      }
      if (!auto) {
        fail(400, 'bad_request', 'auto_recurring is invalid');
        return true;
      }
      const id = hexId();
      const plan: FakePlan = {
        id,
        collector_id: seller,
        reason: b.reason,
        back_url: b.back_url,
        status: 'active',
        auto_recurring: auto,
        init_point: `https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_plan_id=${id}`,
        date_created: now(),
        last_modified: now(),
      };
      this.plans.set(id, plan);
      send(201, plan);
      return true;
    }
    const planPath = /^\/preapproval_plan\/([^/]+)$/.exec(path);
    if (planPath) {
      const plan = this.plans.get(decodeURIComponent(planPath[1] ?? ''));
      if (!plan || plan.collector_id !== seller) {
        fail(404, 'not_found', 'Plan not found');
        return true;
      }
      if (method === 'PUT') {
        if (b.status === 'active' || b.status === 'inactive') plan.status = b.status;
        if (b.auto_recurring !== undefined) {
          const amount = Number((b.auto_recurring as Record<string, unknown>).transaction_amount);
          if (!(amount >= 15 && amount <= 250_000)) {
            fail(400, 'bad_request', 'auto_recurring.transaction_amount is invalid');
            return true;
          }
          plan.auto_recurring = { ...plan.auto_recurring, transaction_amount: amount };
        }
        if (typeof b.reason === 'string' && b.reason) plan.reason = b.reason;
        plan.last_modified = now();
      }
      send(200, plan);
      return true;
    }

    if (method === 'POST' && path === '/preapproval') {
      const plan =
        typeof b.preapproval_plan_id === 'string' ? this.plans.get(b.preapproval_plan_id) : undefined;
      if (!plan || plan.collector_id !== seller) {
        fail(404, 'not_found', 'Plan not found');
        return true;
      }
      if (typeof b.payer_email !== 'string' || !b.payer_email.includes('@')) {
        fail(400, 'bad_request', 'payer_email is required');
        return true;
      }
      // An open plan takes the subscription's own amount; a fixed one charges its own.
      const own = recurring(b.auto_recurring).transaction_amount;
      const amount = plan.auto_recurring.transaction_amount ?? own;
      if (!withinLimits(amount)) {
        fail(400, 'bad_request', 'auto_recurring.transaction_amount is invalid');
        return true;
      }
      const id = hexId();
      const sub: FakeSubscription = {
        id,
        preapproval_plan_id: plan.id,
        collector_id: seller,
        payer_email: b.payer_email,
        external_reference: typeof b.external_reference === 'string' ? b.external_reference : null,
        reason: typeof b.reason === 'string' ? b.reason : plan.reason,
        back_url: typeof b.back_url === 'string' ? b.back_url : plan.back_url,
        status: 'pending',
        auto_recurring: {
          frequency: plan.auto_recurring.frequency,
          frequency_type: plan.auto_recurring.frequency_type,
          transaction_amount: amount,
          currency_id: 'ARS',
        },
        next_payment_date: null,
        date_created: now(),
        last_modified: now(),
        init_point: `https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id=${id}&activation=true`,
      };
      this.subscriptions.set(id, sub);
      send(201, sub);
      return true;
    }
    if (method === 'GET' && path === '/preapproval/search') {
      const planId = url.searchParams.get('preapproval_plan_id');
      const results = [...this.subscriptions.values()].filter(
        (s) => s.collector_id === seller && (!planId || s.preapproval_plan_id === planId),
      );
      send(200, { paging: { total: results.length, limit: 100, offset: 0 }, results });
      return true;
    }
    const subPath = /^\/preapproval\/([^/]+)$/.exec(path);
    if (subPath) {
      const sub = this.subscriptions.get(decodeURIComponent(subPath[1] ?? ''));
      if (!sub || sub.collector_id !== seller) {
        fail(404, 'not_found', 'Subscription not found');
        return true;
      }
      if (method === 'PUT' && b.auto_recurring !== undefined && b.status === undefined) {
        const amount = Number((b.auto_recurring as Record<string, unknown>).transaction_amount);
        if (this.failAmountChanges > 0) {
          this.failAmountChanges -= 1;
          fail(500, 'internal_error', 'try again later');
          return true;
        }
        if (!(amount >= 15 && amount <= 250_000) || sub.status === 'cancelled') {
          fail(400, 'bad_request', 'auto_recurring.transaction_amount cannot be set');
          return true;
        }
        sub.auto_recurring = { ...sub.auto_recurring, transaction_amount: amount };
        sub.last_modified = now();
        send(200, sub);
        return true;
      }
      if (method === 'PUT') {
        const status = b.status;
        if (status !== 'cancelled' && status !== 'paused' && status !== 'authorized') {
          fail(400, 'bad_request', 'status is invalid');
          return true;
        }
        if (sub.status === 'cancelled' && status !== 'cancelled') {
          fail(400, 'bad_request', 'a cancelled subscription cannot be modified');
          return true;
        }
        sub.status = status;
        if (status !== 'authorized') sub.next_payment_date = null;
        sub.last_modified = now();
      }
      send(200, sub);
      return true;
    }

    if (method === 'GET' && path === '/authorized_payments/search') {
      const preapprovalId = url.searchParams.get('preapproval_id');
      const owned = (i: FakeInvoice) => this.subscriptions.get(i.preapproval_id)?.collector_id === seller;
      // The live API answers oldest first: the adapter orders them.
      const results = [...this.invoices.values()].filter(
        (i) => owned(i) && i.preapproval_id === preapprovalId,
      );
      send(200, { paging: { total: results.length, limit: 100, offset: 0 }, results });
      return true;
    }
    const invoicePath = /^\/authorized_payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && invoicePath) {
      const invoice = this.invoices.get(Number(invoicePath[1]));
      if (!invoice || this.subscriptions.get(invoice.preapproval_id)?.collector_id !== seller) {
        fail(404, 'not_found', 'Authorized payment not found');
        return true;
      }
      send(200, invoice);
      return true;
    }
    return false;
  }
}
