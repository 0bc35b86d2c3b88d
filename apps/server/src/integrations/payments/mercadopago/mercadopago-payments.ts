import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ProviderGrant, RevocationOutcome } from '../../provider-grant';
import {
  type OAuthTokens,
  PaymentProviderError,
  type PaymentsPort,
  type Preference,
  type PreferenceInput,
  type ProviderAccount,
  type ProviderChargeback,
  type ProviderPayment,
  type ProviderRefund,
} from '../payments-port';
import type { PointOfSaleInput, ProviderQrOrder, QrOrderInput, StoreInput } from '../qr/qr-orders-port';
import type {
  PlanChanges,
  PlanInput,
  ProviderInvoice,
  ProviderPlan,
  ProviderSubscription,
  SubscriptionInput,
} from '../subscriptions-port';
import { posResponse, qrOrderResponse, storeResponse } from './mercadopago-qr-schemas';
import {
  accountResponse,
  chargebackResponse,
  errorResponse,
  invoiceResponse,
  invoiceSearchResponse,
  paymentResponse,
  paymentSearchResponse,
  planResponse,
  preferenceResponse,
  refundResponse,
  subscriptionResponse,
  subscriptionSearchResponse,
  tokenResponse,
} from './mercadopago-schemas';

export interface MercadoPagoOptions {
  clientId: string;
  clientSecret: string;
  /** https://api.mercadopago.com, or a local fake in tests. */
  apiBaseUrl: string;
  /** https://auth.mercadopago.com. */
  authBaseUrl: string;
  /** Sends test_token=true on the code exchange (sandbox credentials). */
  testToken: boolean;
  timeoutMs?: number;
  /** Waits between quota retries (tests pass a recorder instead of real time). */
  sleep?: (ms: number) => Promise<void>;
}

/** A 429 is tried again at most this many times, waiting the provider's Retry-After or the back-off. */
export const QUOTA_RETRIES = 3;
const QUOTA_FIRST_WAIT_MS = 500;
/**
 * All the waits of one call together stay under this: the creator is waiting. A Retry-After that
 * does not fit in what is left is honoured by not retrying (the caller answers in Spanish at once).
 */
export const QUOTA_WAIT_BUDGET_MS = 4_500;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  accessToken?: string;
  body?: unknown;
  /** X-Idempotency-Key of a POST; a fresh one when not given. */
  idempotencyKey?: string;
  /**
   * Retry a 429 (the Orders API's `usage_quota_exceeded`, integrations.md §8) with back-off,
   * honouring Retry-After, with the same idempotency key: never a second order for one intent.
   */
  retryQuota?: boolean;
}

/**
 * A thin client of Mercado Pago's HTTP API (integrations.md §1, §6, §7): OAuth, Checkout Pro,
 * payments, refunds, chargebacks, and subscriptions (plans, subscriptions, invoices).
 */
export class MercadoPagoPayments implements PaymentsPort {
  readonly kind = 'mercadopago';

  constructor(private readonly options: MercadoPagoOptions) {}

  /**
   * POST /preapproval_plan: a tier, charged every month or year in ARS, on the creator's account
   * (their token); an open plan carries no amount, a free trial its first month.
   */
  createPlan(accessToken: string, input: PlanInput): Promise<ProviderPlan> {
    const { transaction_amount, ...open } = recurring(input.amount, input.frequency_months);
    const body = {
      reason: input.reason,
      back_url: input.back_url,
      auto_recurring: {
        ...(input.open_amount ? open : { ...open, transaction_amount }),
        ...(input.free_trial ? { free_trial: { frequency: 1, frequency_type: 'months' } } : {}),
      },
    };
    return this.call({ method: 'POST', path: '/preapproval_plan', accessToken, body }, planResponse);
  }

  updatePlan(accessToken: string, planId: string, changes: PlanChanges): Promise<ProviderPlan> {
    const path = `/preapproval_plan/${encodeURIComponent(planId)}`;
    const { amount, ...rest } = changes;
    const body = amount === undefined ? rest : { ...rest, auto_recurring: recurring(amount) };
    return this.call({ method: 'PUT', path, accessToken, body }, planResponse);
  }

  /** PUT /preapproval/{id} {auto_recurring.transaction_amount} (integrations.md §6, §9). */
  setSubscriptionAmount(accessToken: string, subscriptionId: string, amount: number) {
    const path = `/preapproval/${encodeURIComponent(subscriptionId)}`;
    const body = { auto_recurring: { transaction_amount: amount, currency_id: 'ARS' } };
    return this.call({ method: 'PUT', path, accessToken, body }, subscriptionResponse);
  }

  /** POST /preapproval with the tier's plan: pending until the supporter confirms at `init_point`. */
  createSubscription(accessToken: string, input: SubscriptionInput): Promise<ProviderSubscription> {
    const body = {
      preapproval_plan_id: input.plan_id,
      reason: input.reason,
      external_reference: input.external_reference,
      payer_email: input.payer_email,
      back_url: input.back_url,
      auto_recurring: recurring(input.amount, input.frequency_months),
      status: 'pending',
    };
    return this.call({ method: 'POST', path: '/preapproval', accessToken, body }, subscriptionResponse);
  }

  getSubscription(accessToken: string, subscriptionId: string): Promise<ProviderSubscription> {
    const path = `/preapproval/${encodeURIComponent(subscriptionId)}`;
    return this.call({ method: 'GET', path, accessToken }, subscriptionResponse);
  }

  setSubscriptionStatus(
    accessToken: string,
    subscriptionId: string,
    status: 'cancelled' | 'paused' | 'authorized',
  ): Promise<ProviderSubscription> {
    const path = `/preapproval/${encodeURIComponent(subscriptionId)}`;
    return this.call({ method: 'PUT', path, accessToken, body: { status } }, subscriptionResponse);
  }

  getInvoice(accessToken: string, invoiceId: string): Promise<ProviderInvoice> {
    const path = `/authorized_payments/${encodeURIComponent(invoiceId)}`;
    return this.call({ method: 'GET', path, accessToken }, invoiceResponse);
  }

  searchSubscriptions(accessToken: string, query: { plan_id: string }): Promise<ProviderSubscription[]> {
    const params = new URLSearchParams({ preapproval_plan_id: query.plan_id, limit: '100' });
    const path = `/preapproval/search?${params.toString()}`;
    return this.call({ method: 'GET', path, accessToken }, subscriptionSearchResponse);
  }

  async searchInvoices(accessToken: string, query: { preapproval_id: string }): Promise<ProviderInvoice[]> {
    const params = new URLSearchParams({ preapproval_id: query.preapproval_id, limit: '100' });
    const path = `/authorized_payments/search?${params.toString()}`;
    const invoices = await this.call({ method: 'GET', path, accessToken }, invoiceSearchResponse);
    // Newest billing cycle first, whatever order the provider answers in.
    return invoices.sort((a, b) => b.debit_date.localeCompare(a.debit_date) || b.id.localeCompare(a.id));
  }

  authorizationUrl(input: { state: string; codeChallenge?: string; redirectUri: string }): string {
    const params = new URLSearchParams({
      client_id: this.options.clientId,
      response_type: 'code',
      platform_id: 'mp',
      state: input.state,
      redirect_uri: input.redirectUri,
    });
    if (input.codeChallenge) {
      params.set('code_challenge', input.codeChallenge);
      params.set('code_challenge_method', 'S256');
    }
    return `${this.options.authBaseUrl}/authorization?${params.toString()}`;
  }

  exchangeCode(input: { code: string; codeVerifier?: string; redirectUri: string }): Promise<OAuthTokens> {
    const body: Record<string, string | boolean> = {
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
    };
    if (input.codeVerifier) body.code_verifier = input.codeVerifier;
    if (this.options.testToken) body.test_token = true;
    return this.call({ method: 'POST', path: '/oauth/token', body }, tokenResponse);
  }

  refresh(refreshToken: string): Promise<OAuthTokens> {
    const body = {
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    };
    return this.call({ method: 'POST', path: '/oauth/token', body }, tokenResponse);
  }

  getAccount(accessToken: string): Promise<ProviderAccount> {
    return this.call({ method: 'GET', path: '/users/me', accessToken }, accountResponse);
  }

  /**
   * POST /checkout/preferences. The donation's id (its external_reference) is the idempotency key, so
   * the quota retries (issue 32: the same back-off as QR orders) never create a second preference.
   */
  createPreference(accessToken: string, input: PreferenceInput): Promise<Preference> {
    return this.call(
      {
        method: 'POST',
        path: '/checkout/preferences',
        accessToken,
        body: input,
        idempotencyKey: `preference-${input.external_reference}`,
        retryQuota: true,
      },
      preferenceResponse,
    );
  }

  getPayment(accessToken: string, paymentId: string): Promise<ProviderPayment> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}`;
    return this.call({ method: 'GET', path, accessToken }, paymentResponse);
  }

  searchPayments(accessToken: string, externalReference: string): Promise<ProviderPayment[]> {
    const query = new URLSearchParams({
      external_reference: externalReference,
      sort: 'date_created',
      criteria: 'desc',
      limit: '50',
    });
    const path = `/v1/payments/search?${query.toString()}`;
    return this.call({ method: 'GET', path, accessToken }, paymentSearchResponse);
  }

  refundPayment(accessToken: string, paymentId: string, idempotencyKey: string): Promise<ProviderRefund> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/refunds`;
    return this.call({ method: 'POST', path, accessToken, body: {}, idempotencyKey }, refundResponse);
  }

  /**
   * Mercado Pago documents no endpoint to revoke an OAuth grant (integrations.md §1.1: tokens end
   * when they expire, when the seller revokes the authorization from their account, changes password
   * or the app is deleted). Nothing is sent: the caller deletes the tokens it held, which is the
   * whole of "disconnecting" on our side.
   */
  async revokeAccess(_grant: ProviderGrant): Promise<RevocationOutcome> {
    return 'unsupported';
  }

  getChargeback(accessToken: string, chargebackId: string): Promise<ProviderChargeback> {
    const path = `/v1/chargebacks/${encodeURIComponent(chargebackId)}`;
    return this.call({ method: 'GET', path, accessToken }, chargebackResponse);
  }

  /** POST /users/{user_id}/stores (integrations.md §8), once per creator. */
  createStore(
    accessToken: string,
    sellerId: string,
    input: StoreInput,
    idempotencyKey: string,
  ): Promise<{ id: string }> {
    const path = `/users/${encodeURIComponent(sellerId)}/stores`;
    const body = { name: input.name, external_id: input.external_id, location: input.location };
    return this.call(
      { method: 'POST', path, accessToken, body, idempotencyKey, retryQuota: true },
      storeResponse,
    );
  }

  /** POST /pos under the store: its `external_id` is each order's `config.qr.external_pos_id`. */
  createPointOfSale(
    accessToken: string,
    input: PointOfSaleInput,
    idempotencyKey: string,
  ): Promise<{ id: string }> {
    const body = {
      name: input.name,
      external_id: input.external_id,
      store_id: input.store_id,
      external_store_id: input.external_store_id,
      fixed_amount: true,
    };
    return this.call(
      { method: 'POST', path: '/pos', accessToken, body, idempotencyKey, retryQuota: true },
      posResponse,
    );
  }

  /** POST /v1/orders, `type: "qr"`, dynamic mode, one payment of the whole amount, with an expiry. */
  createQrOrder(accessToken: string, input: QrOrderInput, idempotencyKey: string): Promise<ProviderQrOrder> {
    const total = input.total_amount.toFixed(2);
    const body = {
      type: 'qr',
      total_amount: total,
      external_reference: input.external_reference,
      description: input.description,
      expiration_time: input.expiration_time,
      config: { qr: { external_pos_id: input.external_pos_id, mode: 'dynamic' } },
      transactions: { payments: [{ amount: total }] },
    };
    return this.call(
      { method: 'POST', path: '/v1/orders', accessToken, body, idempotencyKey, retryQuota: true },
      qrOrderResponse,
    );
  }

  getQrOrder(accessToken: string, orderId: string): Promise<ProviderQrOrder> {
    const path = `/v1/orders/${encodeURIComponent(orderId)}`;
    return this.call({ method: 'GET', path, accessToken, retryQuota: true }, qrOrderResponse);
  }

  cancelQrOrder(accessToken: string, orderId: string): Promise<ProviderQrOrder> {
    const path = `/v1/orders/${encodeURIComponent(orderId)}/cancel`;
    const idempotencyKey = `cancel-${orderId}`;
    return this.call(
      { method: 'POST', path, accessToken, idempotencyKey, retryQuota: true },
      qrOrderResponse,
    );
  }

  private async call<S extends z.ZodType>(call: Call, schema: S): Promise<z.output<S>> {
    // One key for every attempt of this call: the provider answers a retry with the first result.
    const key = call.method === 'POST' ? (call.idempotencyKey ?? randomUUID()) : undefined;
    const sleep = this.options.sleep ?? realSleep;
    let waited = 0;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.attempt({ ...call, ...(key ? { idempotencyKey: key } : {}) }, schema);
      } catch (error) {
        if (!(error instanceof QuotaExceeded)) throw error;
        if (!call.retryQuota || attempt >= QUOTA_RETRIES) throw error.failure;
        const wait = error.retryAfterMs ?? QUOTA_FIRST_WAIT_MS * 2 ** attempt;
        if (waited + wait > QUOTA_WAIT_BUDGET_MS) throw error.failure;
        waited += wait;
        await sleep(wait);
      }
    }
  }

  private async attempt<S extends z.ZodType>(call: Call, schema: S): Promise<z.output<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.accessToken) headers.authorization = `Bearer ${call.accessToken}`;
    if (call.method !== 'GET') headers['content-type'] = 'application/json';
    if (call.method === 'POST') headers['x-idempotency-key'] = call.idempotencyKey ?? randomUUID();
    let response: Response;
    try {
      response = await fetch(`${this.options.apiBaseUrl}${call.path}`, {
        method: call.method,
        headers,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error';
      throw new PaymentProviderError(`Mercado Pago ${call.method} ${call.path}: ${reason}`, null);
    }
    const text = await response.text().catch(() => '');
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (!response.ok) {
      const body = errorResponse.safeParse(data);
      const code = body.success ? (body.data.error ?? body.data.errorKey ?? null) : null;
      const message = (body.success ? body.data.message : undefined) ?? code ?? `HTTP ${response.status}`;
      const failure = new PaymentProviderError(message, response.status, code);
      if (response.status === 429)
        throw new QuotaExceeded(failure, retryAfterMs(response.headers.get('retry-after')));
      throw failure;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new PaymentProviderError(`Mercado Pago ${call.method} ${call.path}: unexpected answer`, null);
    }
    return parsed.data;
  }
}

/** A 429 answer, with how long the provider asked to wait. */
class QuotaExceeded extends Error {
  constructor(
    readonly failure: PaymentProviderError,
    readonly retryAfterMs: number | null,
  ) {
    super(failure.message);
  }
}

/** Retry-After in seconds (or an HTTP date is ignored: the back-off applies). */
function retryAfterMs(header: string | null): number | null {
  if (!header || !/^\d+(\.\d+)?$/.test(header.trim())) return null;
  return Math.round(Number(header) * 1000);
}

/** `auto_recurring` of a charge in pesos every `months` months (1: monthly, 12: yearly). */
function recurring(amount: number, months: 1 | 12 = 1) {
  return { frequency: months, frequency_type: 'months', transaction_amount: amount, currency_id: 'ARS' };
}
