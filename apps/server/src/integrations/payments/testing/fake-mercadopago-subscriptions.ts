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
  auto_recurring: {
    frequency: number;
    frequency_type: string;
    transaction_amount: number;
    currency_id: string;
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

export class FakeSubscriptionsApi {
  readonly plans = new Map<string, FakePlan>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<number, FakeInvoice>();
  private invoiceSeq = 7_000_000;

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

  /** Answers the request when it is one of the subscriptions API's; false otherwise. */
  handle(method: string, url: URL, body: unknown, sellerId: string, send: Send, fail: Fail): boolean {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const seller = Number(sellerId);
    const path = url.pathname;

    if (method === 'POST' && path === '/preapproval_plan') {
      const auto = recurring(b.auto_recurring);
      if (typeof b.reason !== 'string' || !b.reason || typeof b.back_url !== 'string') {
        fail(400, 'bad_request', 'reason and back_url are required');
        return true;
      }
      if (
        !(auto.transaction_amount >= 15 && auto.transaction_amount <= 250_000) ||
        auto.currency_id !== 'ARS'
      ) {
        fail(400, 'bad_request', 'auto_recurring.transaction_amount is invalid');
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
        auto_recurring: plan.auto_recurring,
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
