import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
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
import type {
  PlanInput,
  ProviderInvoice,
  ProviderPlan,
  ProviderSubscription,
  SubscriptionInput,
} from '../subscriptions-port';
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
}

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  accessToken?: string;
  body?: unknown;
  /** X-Idempotency-Key of a POST; a fresh one when not given. */
  idempotencyKey?: string;
}

/**
 * A thin client of Mercado Pago's HTTP API (integrations.md §1, §6, §7): OAuth, Checkout Pro,
 * payments, refunds, chargebacks, and subscriptions (plans, subscriptions, invoices).
 */
export class MercadoPagoPayments implements PaymentsPort {
  readonly kind = 'mercadopago';

  constructor(private readonly options: MercadoPagoOptions) {}

  /** POST /preapproval_plan: a tier, charged monthly in ARS, on the creator's account (their token). */
  createPlan(accessToken: string, input: PlanInput): Promise<ProviderPlan> {
    const body = {
      reason: input.reason,
      back_url: input.back_url,
      auto_recurring: monthly(input.amount),
    };
    return this.call({ method: 'POST', path: '/preapproval_plan', accessToken, body }, planResponse);
  }

  updatePlan(
    accessToken: string,
    planId: string,
    changes: { status?: 'active' | 'inactive'; reason?: string },
  ): Promise<ProviderPlan> {
    const path = `/preapproval_plan/${encodeURIComponent(planId)}`;
    return this.call({ method: 'PUT', path, accessToken, body: changes }, planResponse);
  }

  /** POST /preapproval with the tier's plan: pending until the supporter confirms at `init_point`. */
  createSubscription(accessToken: string, input: SubscriptionInput): Promise<ProviderSubscription> {
    const body = {
      preapproval_plan_id: input.plan_id,
      reason: input.reason,
      external_reference: input.external_reference,
      payer_email: input.payer_email,
      back_url: input.back_url,
      auto_recurring: monthly(input.amount),
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

  createPreference(accessToken: string, input: PreferenceInput): Promise<Preference> {
    return this.call(
      { method: 'POST', path: '/checkout/preferences', accessToken, body: input },
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

  getChargeback(accessToken: string, chargebackId: string): Promise<ProviderChargeback> {
    const path = `/v1/chargebacks/${encodeURIComponent(chargebackId)}`;
    return this.call({ method: 'GET', path, accessToken }, chargebackResponse);
  }

  private async call<S extends z.ZodType>(call: Call, schema: S): Promise<z.output<S>> {
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
      throw new PaymentProviderError(message, response.status, code);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new PaymentProviderError(`Mercado Pago ${call.method} ${call.path}: unexpected answer`, null);
    }
    return parsed.data;
  }
}

/** `auto_recurring` of a monthly charge in pesos. */
function monthly(amount: number) {
  return { frequency: 1, frequency_type: 'months', transaction_amount: amount, currency_id: 'ARS' };
}
