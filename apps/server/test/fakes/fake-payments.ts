import { type CreatorPaymentAccess, NotConnectedError } from '../../src/integrations/payments/creator-access';
import {
  PaymentProviderError,
  type PaymentsPort,
  type Preference,
  type PreferenceInput,
  type ProviderChargeback,
  type ProviderPayment,
  type ProviderRefund,
} from '../../src/integrations/payments/payments-port';
import type {
  ProviderInvoice,
  ProviderSubscription,
} from '../../src/integrations/payments/subscriptions-port';
import type { ProviderGrant, RevocationOutcome } from '../../src/integrations/provider-grant';

type FakePaymentsCalls = Pick<
  PaymentsPort,
  | 'createPreference'
  | 'getPayment'
  | 'searchPayments'
  | 'refundPayment'
  | 'getChargeback'
  | 'revokeAccess'
  | 'getSubscription'
  | 'getInvoice'
>;

/** The access token the fake provider gives a seller account (FakePaymentAccess hands it out). */
export const tokenOf = (sellerId: string) => `APP_USR-${sellerId}`;
const sellerOf = (accessToken: string) => accessToken.replace(/^APP_USR-/, '');

/**
 * Mercado Pago in memory: preferences, payments and chargebacks of seller accounts. A payment is
 * read only with its collector's token (another seller's token gets 404, as the provider answers);
 * `failNext` makes the next call of a method throw what the provider would (a 5xx, 401...).
 */
export class FakePayments implements FakePaymentsCalls {
  readonly preferences: (PreferenceInput & { id: string; seller: string })[] = [];
  readonly payments = new Map<string, ProviderPayment>();
  readonly chargebacks = new Map<string, ProviderChargeback & { seller: string }>();
  readonly refunds: (ProviderRefund & { key: string })[] = [];
  readonly revoked: ProviderGrant[] = [];
  readonly subscriptions = new Map<string, ProviderSubscription & { seller: string }>();
  readonly invoices = new Map<string, ProviderInvoice & { seller: string }>();
  revocation: RevocationOutcome = 'revoked';
  private readonly failures = new Map<keyof FakePaymentsCalls, Error[]>();
  private nextId = 1000;

  failNext(
    method: keyof FakePaymentsCalls,
    error: Error = new PaymentProviderError('upstream error', 502),
  ): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  /** A payment as the provider keeps it; `seller` collected it. Paying again updates it (a new reading). */
  pay(
    seller: string,
    payment: Partial<ProviderPayment> & { id: string; external_reference: string | null },
  ): ProviderPayment {
    const stored: ProviderPayment = {
      status: 'approved',
      status_detail: 'accredited',
      transaction_amount: 1000,
      currency_id: 'ARS',
      payment_method_id: 'visa',
      payment_type_id: 'credit_card',
      fee_details: [],
      date_approved: '2026-11-20T12:00:00.000Z',
      date_last_updated: '2026-11-20T12:00:00.000Z',
      ...this.payments.get(payment.id),
      ...payment,
      collector_id: seller,
    };
    this.payments.set(payment.id, stored);
    return stored;
  }

  chargeback(
    seller: string,
    chargeback: Partial<ProviderChargeback> & { id: string; payments: string[] },
  ): void {
    this.chargebacks.set(chargeback.id, {
      amount: null,
      reason: null,
      documentation_required: true,
      documentation_status: 'pending',
      date_documentation_deadline: null,
      ...chargeback,
      seller,
    });
  }

  /** A subscription (preapproval) as the provider keeps it; setting it again is a new reading. */
  subscribe(seller: string, sub: Partial<ProviderSubscription> & { id: string }): void {
    this.subscriptions.set(sub.id, {
      plan_id: 'plan-1',
      status: 'pending',
      payer_email: 'fan@example.com',
      external_reference: null,
      reason: 'Apoyo mensual',
      amount: 1000,
      next_payment_date: null,
      date_created: '2026-11-01T12:00:00.000Z',
      last_modified: '2026-11-01T12:00:00.000Z',
      init_point: null,
      ...this.subscriptions.get(sub.id),
      ...sub,
      seller,
    });
  }

  /** An invoice of a subscription; setting it again is a new reading (what is left out stays). */
  invoice(seller: string, invoice: Partial<ProviderInvoice> & { id: string; preapproval_id: string }): void {
    this.invoices.set(invoice.id, {
      status: 'processed',
      retry_attempt: 0,
      next_retry_date: null,
      amount: 1000,
      debit_date: '2026-11-20T12:00:00.000Z',
      payment: { id: `pay-${invoice.id}`, status: 'approved', status_detail: 'accredited' },
      last_modified: '2026-11-20T12:00:00.000Z',
      ...this.invoices.get(invoice.id),
      ...invoice,
      seller,
    });
  }

  async getSubscription(accessToken: string, subscriptionId: string): Promise<ProviderSubscription> {
    this.failIfTold('getSubscription');
    const { seller, ...sub } = this.subscriptions.get(subscriptionId) ?? { seller: null };
    if (seller !== sellerOf(accessToken)) throw new PaymentProviderError('Preapproval not found', 404);
    return structuredClone(sub as ProviderSubscription);
  }

  async getInvoice(accessToken: string, invoiceId: string): Promise<ProviderInvoice> {
    this.failIfTold('getInvoice');
    const { seller, ...invoice } = this.invoices.get(invoiceId) ?? { seller: null };
    if (seller !== sellerOf(accessToken)) throw new PaymentProviderError('Invoice not found', 404);
    return structuredClone(invoice as ProviderInvoice);
  }

  async createPreference(accessToken: string, input: PreferenceInput): Promise<Preference> {
    this.failIfTold('createPreference');
    const id = `pref-${this.nextId++}`;
    this.preferences.push({ ...structuredClone(input), id, seller: sellerOf(accessToken) });
    return { id, init_point: `https://mp.example/checkout/${id}` };
  }

  async getPayment(accessToken: string, paymentId: string): Promise<ProviderPayment> {
    this.failIfTold('getPayment');
    const payment = this.payments.get(paymentId);
    if (!payment || payment.collector_id !== sellerOf(accessToken))
      throw new PaymentProviderError('Payment not found', 404);
    return { ...payment };
  }

  async searchPayments(accessToken: string, externalReference: string): Promise<ProviderPayment[]> {
    this.failIfTold('searchPayments');
    return [...this.payments.values()]
      .filter((p) => p.collector_id === sellerOf(accessToken) && p.external_reference === externalReference)
      .map((p) => ({ ...p }));
  }

  /** A full refund; the same idempotency key answers the same refund (the provider refunds once). */
  async refundPayment(
    accessToken: string,
    paymentId: string,
    idempotencyKey: string,
  ): Promise<ProviderRefund> {
    this.failIfTold('refundPayment');
    const payment = await this.getPayment(accessToken, paymentId);
    const earlier = this.refunds.find((r) => r.key === idempotencyKey);
    if (earlier) return { ...earlier };
    if (payment.status !== 'approved') throw new PaymentProviderError('Payment not refundable', 400);
    const refund = {
      id: `refund-${this.nextId++}`,
      payment_id: paymentId,
      amount: payment.transaction_amount,
      status: 'approved',
      key: idempotencyKey,
    };
    this.refunds.push(refund);
    this.pay(payment.collector_id ?? '', {
      ...payment,
      status: 'refunded',
      status_detail: 'refunded',
      date_last_updated: new Date(
        Date.parse(payment.date_last_updated ?? '2026-01-01T00:00:00Z') + 1000,
      ).toISOString(),
    });
    return refund;
  }

  async getChargeback(accessToken: string, chargebackId: string): Promise<ProviderChargeback> {
    this.failIfTold('getChargeback');
    const found = this.chargebacks.get(chargebackId);
    if (!found || found.seller !== sellerOf(accessToken))
      throw new PaymentProviderError('Chargeback not found', 404);
    const { seller: _seller, ...chargeback } = found;
    return chargeback;
  }

  async revokeAccess(grant: ProviderGrant): Promise<RevocationOutcome> {
    this.failIfTold('revokeAccess');
    this.revoked.push(grant);
    return this.revocation;
  }

  private failIfTold(method: keyof FakePaymentsCalls): void {
    const error = this.failures.get(method)?.shift();
    if (error) throw error;
  }
}

/** Which creator is connected to which seller account: the creator's payment access, in memory. */
export class FakePaymentAccess implements CreatorPaymentAccess {
  private readonly sellers = new Map<number, { sellerId: string; connected: boolean }>();

  connect(creatorId: number, sellerId: string): void {
    this.sellers.set(creatorId, { sellerId, connected: true });
  }

  /** The connection is kept on record but its token no longer works (revoked at the provider). */
  disconnect(creatorId: number): void {
    const seller = this.sellers.get(creatorId);
    if (seller) seller.connected = false;
  }

  async canReceiveDonations(creatorId: number): Promise<boolean> {
    return this.sellers.get(creatorId)?.connected === true;
  }

  async withToken<T>(creatorId: number, call: (accessToken: string) => Promise<T>): Promise<T> {
    const seller = this.sellers.get(creatorId);
    if (!seller?.connected) throw new NotConnectedError();
    return call(tokenOf(seller.sellerId));
  }

  async creatorsOfSeller(sellerId: string): Promise<number[]> {
    return [...this.sellers].filter(([, s]) => s.sellerId === sellerId && s.connected).map(([id]) => id);
  }

  async confirmUnlinked(sellerId: string): Promise<number> {
    let unlinked = 0;
    for (const seller of this.sellers.values()) {
      if (seller.sellerId === sellerId && seller.connected) {
        seller.connected = false;
        unlinked += 1;
      }
    }
    return unlinked;
  }
}
