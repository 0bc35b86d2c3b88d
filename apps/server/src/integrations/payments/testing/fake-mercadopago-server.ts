import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeOrdersApi } from './fake-mercadopago-orders';
import { FakeSubscriptionsApi } from './fake-mercadopago-subscriptions';

/**
 * Test support: a local stand-in for Mercado Pago's API that behaves as integrations.md §1
 * documents it — JSON OAuth token endpoint (no query string; single-use codes and refresh tokens;
 * PKCE when required), Checkout Pro preferences, GET /v1/payments/{id}, refunds (one per
 * X-Idempotency-Key), GET /v1/chargebacks/{id}, GET /users/me, and 401 for expired or unknown
 * access tokens, and the subscriptions API (fake-mercadopago-subscriptions.ts). It records every
 * request it gets.
 */

export interface ReceivedRequest {
  method: string;
  path: string;
  query: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakePayment {
  id: string;
  status: string;
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  payment_method_id: string;
  payment_type_id: string;
  fee_details: { type: string; amount: number; fee_payer: string }[];
  /** Charges on the payment (integrations.md §11): type 'tax' from the collector are withholdings. */
  charges_details?: {
    id: string;
    name: string;
    type: string;
    accounts: { from: string; to: string };
    amounts: { original: number; refunded: number };
  }[];
  date_approved: string | null;
  date_last_updated: string;
  collector_id: number;
}

export interface FakeRefund {
  id: number;
  payment_id: number;
  amount: number;
  status: 'approved';
  date_created: string;
}

export interface FakeChargeback {
  id: string;
  payments: number[];
  amount: number;
  reason: string;
  coverage_applied: boolean;
  coverage_elegible: boolean;
  documentation_required: boolean;
  documentation_status: string;
  date_documentation_deadline: string;
  collector_id: number;
}

interface Code {
  sellerId: string;
  redirectUri: string;
  challenge: string | null;
  used: boolean;
}

const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

export class FakeMercadoPago {
  readonly received: ReceivedRequest[] = [];
  /** Plans, subscriptions and invoices (fake-mercadopago-subscriptions.ts). */
  readonly subscriptions = new FakeSubscriptionsApi();
  /** Stores, points of sale and QR orders (fake-mercadopago-orders.ts). */
  readonly orders = new FakeOrdersApi();
  readonly preferences: { body: Record<string, unknown>; headers: http.IncomingHttpHeaders }[] = [];
  /** Successful refreshes. */
  refreshes = 0;
  /** Refunds made, by payment id. */
  readonly refunds = new Map<string, FakeRefund[]>();
  /** The next this-many preference requests answer 429 with Retry-After: 1. */
  preferenceQuotaFailures = 0;
  /** Retry-After of those 429s, in seconds. */
  preferenceRetryAfter = '1';
  /** The next this-many refund requests fail with a 500 before doing anything. */
  failRefunds = 0;
  private readonly refundKeys = new Map<string, FakeRefund>();
  private readonly chargebacks = new Map<string, FakeChargeback>();
  requirePkce = false;
  private readonly codes = new Map<string, Code>();
  private readonly accessTokens = new Map<string, { sellerId: string; expired: boolean }>();
  private readonly refreshTokens = new Map<string, string>();
  private readonly payments = new Map<string, FakePayment>();
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  baseUrl = '';

  constructor(
    readonly clientId = 'APP-123',
    readonly clientSecret = 'secreto-de-la-app',
  ) {}

  /** The app's settings that make this fake its Mercado Pago (call after start()). */
  appEnv(webhookSecret = 'secreto-de-webhooks-de-prueba'): Record<string, string> {
    return {
      MP_CLIENT_ID: this.clientId,
      MP_CLIENT_SECRET: this.clientSecret,
      MP_WEBHOOK_SECRET: webhookSecret,
      MP_API_BASE_URL: this.baseUrl,
      MP_AUTH_BASE_URL: this.baseUrl,
    };
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * The seller approves on Mercado Pago's authorization page: checks the authorization URL the app
   * built and answers the redirect Mercado Pago would send the browser to.
   */
  authorize(authorizationUrl: string, sellerId: string): string {
    const url = new URL(authorizationUrl);
    const p = url.searchParams;
    if (url.pathname !== '/authorization') throw new Error(`unexpected path ${url.pathname}`);
    if (p.get('client_id') !== this.clientId) throw new Error('wrong client_id');
    if (p.get('response_type') !== 'code' || p.get('platform_id') !== 'mp')
      throw new Error('missing parameters');
    const state = p.get('state');
    const redirectUri = p.get('redirect_uri');
    if (!state || !redirectUri) throw new Error('state and redirect_uri are required');
    const challenge = p.get('code_challenge');
    if (this.requirePkce && (!challenge || p.get('code_challenge_method') !== 'S256')) {
      throw new Error('PKCE is required for this application');
    }
    const code = token('TG-CODE');
    this.codes.set(code, { sellerId, redirectUri, challenge, used: false });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    return back.toString();
  }

  /** Access tokens of this seller stop working, as after 180 days. */
  expireAccessTokens(sellerId: string): void {
    for (const entry of this.accessTokens.values()) if (entry.sellerId === sellerId) entry.expired = true;
  }

  /** The seller revokes the authorization on Mercado Pago: every token of theirs stops working. */
  revokeSeller(sellerId: string): void {
    for (const [key, entry] of this.accessTokens)
      if (entry.sellerId === sellerId) this.accessTokens.delete(key);
    for (const [key, seller] of this.refreshTokens) if (seller === sellerId) this.refreshTokens.delete(key);
  }

  setPayment(payment: FakePayment): void {
    this.payments.set(payment.id, payment);
  }

  setChargeback(chargeback: FakeChargeback): void {
    this.chargebacks.set(chargeback.id, chargeback);
  }

  private issue(sellerId: string) {
    const access = token('APP_USR');
    const refresh = token('TG');
    this.accessTokens.set(access, { sellerId, expired: false });
    this.refreshTokens.set(refresh, sellerId);
    return {
      access_token: access,
      token_type: 'bearer',
      expires_in: 15_552_000,
      scope: 'read write offline_access',
      user_id: Number(sellerId),
      refresh_token: refresh,
      public_key: token('APP_USR-PUB'),
      live_mode: false,
    };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    this.received.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.search,
      headers: req.headers,
      body,
    });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, key: string, message: string) =>
      send(status, { error: key, message, status });

    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      if (url.search) return error(400, 'invalid_request', 'parameters must be sent in the body');
      if (!req.headers['content-type']?.startsWith('application/json') || !req.headers.accept) {
        return error(400, 'invalid_request', 'accept and content-type headers are required');
      }
      const b = (body ?? {}) as Record<string, unknown>;
      if (b.client_id !== this.clientId || b.client_secret !== this.clientSecret) {
        return error(400, 'invalid_client', 'invalid client credentials');
      }
      if (b.grant_type === 'authorization_code') {
        const code = typeof b.code === 'string' ? this.codes.get(b.code) : undefined;
        if (!code || code.used || code.redirectUri !== b.redirect_uri) {
          return error(400, 'invalid_grant', 'invalid authorization code');
        }
        if (code.challenge) {
          const verifier = typeof b.code_verifier === 'string' ? b.code_verifier : '';
          const hashed = createHash('sha256').update(verifier).digest('base64url');
          if (verifier.length < 43 || verifier.length > 128 || hashed !== code.challenge) {
            return error(400, 'invalid_grant', 'invalid code_verifier');
          }
        }
        code.used = true;
        return send(200, this.issue(code.sellerId));
      }
      if (b.grant_type === 'refresh_token') {
        const sellerId =
          typeof b.refresh_token === 'string' ? this.refreshTokens.get(b.refresh_token) : undefined;
        if (!sellerId) return error(400, 'invalid_grant', 'invalid refresh_token');
        // Refresh tokens work once.
        this.refreshTokens.delete(b.refresh_token as string);
        this.refreshes += 1;
        return send(200, this.issue(sellerId));
      }
      return error(400, 'unsupported_grant_type', 'unsupported grant_type');
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const grant = bearer ? this.accessTokens.get(bearer) : undefined;
    if (!grant || grant.expired) return error(401, 'unauthorized', 'invalid access token');

    if (req.method === 'GET' && url.pathname === '/users/me') {
      return send(200, {
        id: Number(grant.sellerId),
        nickname: 'VENDEDOR',
        email: `vendedor${grant.sellerId}@example.com`,
      });
    }
    if (req.method === 'POST' && url.pathname === '/checkout/preferences') {
      if (!req.headers['x-idempotency-key'])
        return error(400, 'bad_request', 'X-Idempotency-Key is required');
      if (this.preferenceQuotaFailures > 0) {
        this.preferenceQuotaFailures -= 1;
        return send(
          429,
          { error: 'usage_quota_exceeded', message: 'usage quota exceeded', status: 429 },
          { 'retry-after': this.preferenceRetryAfter },
        );
      }
      const b = (body ?? {}) as Record<string, unknown>;
      this.preferences.push({ body: b, headers: req.headers });
      const id = `${grant.sellerId}-${randomUUID()}`;
      return send(201, {
        id,
        init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `https://sandbox.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
        collector_id: Number(grant.sellerId),
        client_id: this.clientId,
        marketplace_fee: b.marketplace_fee,
        external_reference: b.external_reference,
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference');
      const results = [...this.payments.values()].filter(
        (p) => String(p.collector_id) === grant.sellerId && p.external_reference === reference,
      );
      return send(200, { paging: { total: results.length, limit: 50, offset: 0 }, results });
    }
    const refundsPath = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
    if (refundsPath) {
      const payment = this.payments.get(decodeURIComponent(refundsPath[1] ?? ''));
      if (!payment || String(payment.collector_id) !== grant.sellerId) {
        return error(404, 'not_found', 'Payment not found');
      }
      if (req.method === 'GET') return send(200, this.refunds.get(payment.id) ?? []);
      const key = req.headers['x-idempotency-key'];
      if (typeof key !== 'string' || !key) return error(400, 'bad_request', 'X-Idempotency-Key is required');
      if (this.failRefunds > 0) {
        this.failRefunds -= 1;
        return error(500, 'internal_error', 'internal error');
      }
      const earlier = this.refundKeys.get(`${grant.sellerId}:${key}`);
      if (earlier) return send(201, earlier);
      if (payment.status !== 'approved')
        return error(400, 'bad_request', `Payment in status ${payment.status}`);
      const now = new Date().toISOString();
      const refund: FakeRefund = {
        id: 1 + this.refundKeys.size,
        payment_id: Number(payment.id),
        amount: payment.transaction_amount,
        status: 'approved',
        date_created: now,
      };
      this.refundKeys.set(`${grant.sellerId}:${key}`, refund);
      this.refunds.set(payment.id, [...(this.refunds.get(payment.id) ?? []), refund]);
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
      payment.date_last_updated = now;
      return send(201, refund);
    }
    const chargebackPath = /^\/v1\/chargebacks\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && chargebackPath) {
      const chargeback = this.chargebacks.get(decodeURIComponent(chargebackPath[1] ?? ''));
      if (!chargeback || String(chargeback.collector_id) !== grant.sellerId) {
        return error(404, 'not_found', 'Chargeback not found');
      }
      const { collector_id: _collector, ...answer } = chargeback;
      return send(200, answer);
    }
    const paymentPath = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && paymentPath) {
      const payment = this.payments.get(decodeURIComponent(paymentPath[1] ?? ''));
      if (!payment || String(payment.collector_id) !== grant.sellerId) {
        return error(404, 'not_found', 'Payment not found');
      }
      return send(200, payment);
    }
    if (this.subscriptions.handle(req.method ?? '', url, body, grant.sellerId, send, error)) return;
    if (this.orders.handle(req.method ?? '', url, req.headers, body, grant.sellerId, send, error)) return;
    return error(404, 'not_found', 'resource not found');
  }
}
