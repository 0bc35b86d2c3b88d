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
import {
  accountResponse,
  chargebackResponse,
  errorResponse,
  paymentResponse,
  paymentSearchResponse,
  preferenceResponse,
  refundResponse,
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
  method: 'GET' | 'POST';
  path: string;
  accessToken?: string;
  body?: unknown;
  /** X-Idempotency-Key of a POST; a fresh one when not given. */
  idempotencyKey?: string;
}

/** A thin client of Mercado Pago's HTTP API (integrations.md §1, §7): OAuth, Checkout Pro, payments, refunds, chargebacks. */
export class MercadoPagoPayments implements PaymentsPort {
  readonly kind = 'mercadopago';

  constructor(private readonly options: MercadoPagoOptions) {}

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

  private async call<S extends z.ZodType>(call: Call, schema: S): Promise<z.output<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.accessToken) headers.authorization = `Bearer ${call.accessToken}`;
    if (call.method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['x-idempotency-key'] = call.idempotencyKey ?? randomUUID();
    }
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
