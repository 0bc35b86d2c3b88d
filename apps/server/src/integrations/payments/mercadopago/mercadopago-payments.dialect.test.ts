import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, type PreferenceInput } from '../payments-port';
import { FakeMercadoPago, type FakePayment } from '../testing/fake-mercadopago-server';
import { MercadoPagoPayments } from './mercadopago-payments';

const REDIRECT = 'https://enlaza.example/api/mercadopago/oauth/callback';
const SELLER = '123456789';

function preferenceInput(): PreferenceInput {
  return {
    items: [{ id: 'goal-1', title: 'Donación', quantity: 1, unit_price: 1500, currency_id: 'ARS' }],
    external_reference: '7d6c1a52-2b8f-4d7e-9a0c-111111111111',
    back_urls: {
      success: 'https://enlaza.example/donacion/x?resultado=aprobado',
      pending: 'https://enlaza.example/donacion/x?resultado=pendiente',
      failure: 'https://enlaza.example/donacion/x?resultado=rechazado',
    },
    notification_url: 'https://enlaza.example/api/webhooks/mercadopago?source_news=webhooks',
    marketplace_fee: 30,
    statement_descriptor: 'ENLAZA',
  };
}

function payment(overrides: Partial<FakePayment> = {}): FakePayment {
  return {
    id: '20359978',
    status: 'approved',
    status_detail: 'accredited',
    transaction_amount: 1500,
    currency_id: 'ARS',
    external_reference: '7d6c1a52-2b8f-4d7e-9a0c-111111111111',
    payment_method_id: 'visa',
    payment_type_id: 'credit_card',
    fee_details: [{ type: 'application_fee', amount: 30, fee_payer: 'collector' }],
    date_approved: '2025-03-01T10:00:00.000-03:00',
    date_last_updated: '2025-03-01T10:00:01.000-03:00',
    collector_id: Number(SELLER),
    ...overrides,
  };
}

describe('Mercado Pago adapter against a local fake', () => {
  const fake = new FakeMercadoPago();
  let adapter: MercadoPagoPayments;

  const newAdapter = (options: Partial<ConstructorParameters<typeof MercadoPagoPayments>[0]> = {}) =>
    new MercadoPagoPayments({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiBaseUrl: fake.baseUrl,
      authBaseUrl: fake.baseUrl,
      testToken: false,
      ...options,
    });

  /** The whole authorization: our URL → the seller approves → our code exchange. */
  const connect = async (a = adapter, codeChallenge?: string, codeVerifier?: string) => {
    const url = a.authorizationUrl({
      state: 'estado-123',
      redirectUri: REDIRECT,
      ...(codeChallenge ? { codeChallenge } : {}),
    });
    const back = new URL(fake.authorize(url, SELLER));
    return a.exchangeCode({
      code: back.searchParams.get('code') ?? '',
      redirectUri: REDIRECT,
      ...(codeVerifier ? { codeVerifier } : {}),
    });
  };

  beforeAll(async () => {
    await fake.start();
    adapter = newAdapter();
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.received.length = 0;
    fake.requirePkce = false;
  });

  it('builds the documented authorization URL', () => {
    const url = new URL(adapter.authorizationUrl({ state: 'abc', redirectUri: REDIRECT }));
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.baseUrl}/authorization`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fake.clientId,
      response_type: 'code',
      platform_id: 'mp',
      state: 'abc',
      redirect_uri: REDIRECT,
    });
    const pkce = new URL(
      adapter.authorizationUrl({ state: 'abc', redirectUri: REDIRECT, codeChallenge: 'xyz' }),
    );
    expect(pkce.searchParams.get('code_challenge')).toBe('xyz');
    expect(pkce.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('exchanges the code with a JSON body, accept/content-type headers and no query string', async () => {
    const tokens = await connect();
    expect(tokens).toMatchObject({ user_id: SELLER, live_mode: false, expires_in: 15_552_000 });
    expect(tokens.access_token).toMatch(/^APP_USR-/);
    expect(tokens.refresh_token).toMatch(/^TG-/);
    const call = fake.received.find((r) => r.path === '/oauth/token');
    expect(call?.method).toBe('POST');
    expect(call?.query).toBe('');
    expect(call?.headers.accept).toBe('application/json');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['x-idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).toEqual({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'authorization_code',
      code: expect.stringMatching(/^TG-CODE-/),
      redirect_uri: REDIRECT,
    });
  });

  it('sends code_verifier with PKCE and test_token when configured', async () => {
    fake.requirePkce = true;
    const verifier = 'v'.repeat(64);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const sandbox = newAdapter({ testToken: true });
    await expect(connect(sandbox, challenge, 'w'.repeat(64))).rejects.toMatchObject({
      status: 400,
      code: 'invalid_grant',
      invalidGrant: true,
    });
    const tokens = await connect(sandbox, challenge, verifier);
    expect(tokens.user_id).toBe(SELLER);
    const body = fake.received.filter((r) => r.path === '/oauth/token').at(-1)?.body as Record<
      string,
      unknown
    >;
    expect(body.code_verifier).toBe(verifier);
    expect(body.test_token).toBe(true);
  });

  it('refuses a code used twice', async () => {
    const url = adapter.authorizationUrl({ state: 's', redirectUri: REDIRECT });
    const code = new URL(fake.authorize(url, SELLER)).searchParams.get('code') ?? '';
    await adapter.exchangeCode({ code, redirectUri: REDIRECT });
    await expect(adapter.exchangeCode({ code, redirectUri: REDIRECT })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_grant',
    });
  });

  it('refreshes with a single-use refresh token that is replaced each time', async () => {
    const tokens = await connect();
    const first = await adapter.refresh(tokens.refresh_token ?? '');
    expect(first.refresh_token).not.toBe(tokens.refresh_token);
    expect(fake.received.at(-1)?.body).toEqual({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    const again = adapter.refresh(tokens.refresh_token ?? '');
    await expect(again).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(adapter.refresh(tokens.refresh_token ?? '')).rejects.toMatchObject({
      status: 400,
      invalidGrant: true,
      tokenExpired: false,
    });
    const second = await adapter.refresh(first.refresh_token ?? '');
    expect(second.access_token).not.toBe(first.access_token);
  });

  it('creates the preference with the creator token, the fee, the reference and the notification URL', async () => {
    const tokens = await connect();
    const preference = await adapter.createPreference(tokens.access_token, preferenceInput());
    expect(preference.id).toMatch(new RegExp(`^${SELLER}-`));
    expect(preference.init_point).toContain(preference.id);
    const sent = fake.preferences.at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${tokens.access_token}`);
    expect(sent?.headers['x-idempotency-key']).toBeTruthy();
    expect(sent?.body).toMatchObject({
      marketplace_fee: 30,
      external_reference: preferenceInput().external_reference,
      notification_url: preferenceInput().notification_url,
      statement_descriptor: 'ENLAZA',
      items: [{ currency_id: 'ARS', unit_price: 1500, quantity: 1 }],
    });
  });

  it("searches the seller's payments of one checkout by its external reference", async () => {
    const tokens = await connect();
    fake.setPayment(payment());
    const found = await adapter.searchPayments(tokens.access_token, '7d6c1a52-2b8f-4d7e-9a0c-111111111111');
    expect(found.map((p) => [p.id, p.status, p.transaction_amount])).toEqual([
      ['20359978', 'approved', 1500],
    ]);
    const get = fake.received.at(-1);
    expect(get?.method).toBe('GET');
    expect(get?.headers.authorization).toBe(`Bearer ${tokens.access_token}`);
    expect(await adapter.searchPayments(tokens.access_token, '7d6c1a52-2b8f-4d7e-9a0c-222222222222')).toEqual(
      [],
    );
  });

  it('reads a payment, and reports 404 and expired tokens distinctly', async () => {
    const tokens = await connect();
    fake.setPayment(payment());
    const read = await adapter.getPayment(tokens.access_token, '20359978');
    expect(read).toEqual({
      id: '20359978',
      status: 'approved',
      status_detail: 'accredited',
      transaction_amount: 1500,
      currency_id: 'ARS',
      external_reference: '7d6c1a52-2b8f-4d7e-9a0c-111111111111',
      payment_method_id: 'visa',
      payment_type_id: 'credit_card',
      fee_details: [{ type: 'application_fee', amount: 30, fee_payer: 'collector' }],
      withholdings: [],
      date_approved: '2025-03-01T10:00:00.000-03:00',
      date_last_updated: '2025-03-01T10:00:01.000-03:00',
      collector_id: SELLER,
    });
    const get = fake.received.at(-1);
    expect(get?.method).toBe('GET');
    expect(get?.headers.authorization).toBe(`Bearer ${tokens.access_token}`);

    await expect(adapter.getPayment(tokens.access_token, '999')).rejects.toMatchObject({
      status: 404,
      notFound: true,
      tokenExpired: false,
    });
    fake.expireAccessTokens(SELLER);
    await expect(adapter.getPayment(tokens.access_token, '20359978')).rejects.toMatchObject({
      status: 401,
      tokenExpired: true,
    });
  });

  it('gives up after its timeout and on unreadable answers, as transient errors', async () => {
    const slow = http.createServer((req, res) => {
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(req.url?.startsWith('/v1/') ? '{"id":' : '{}');
      };
      if (req.url === '/users/me') setTimeout(answer, 500);
      else answer();
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const impatient = newAdapter({ apiBaseUrl: base, timeoutMs: 100 });
    try {
      const late = impatient.getAccount('APP_USR-x');
      await expect(late).rejects.toMatchObject({ status: null, transient: true });
      await expect(impatient.getPayment('APP_USR-x', '1')).rejects.toMatchObject({
        status: null,
        transient: true,
      });
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});
