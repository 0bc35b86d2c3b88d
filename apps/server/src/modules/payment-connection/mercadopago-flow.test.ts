import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { registerVerifiedCreator } from '../../../test/verify-email';
import {
  FakeMercadoPago,
  type FakePayment,
} from '../../integrations/payments/testing/fake-mercadopago-server';
import {
  createGoal,
  donation,
  followCallback,
  goalRaised,
  notify,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { decrypt } from '../../lib/crypto';

const SELLER = '202020202';
const WEBHOOK_SECRET = 'secreto-de-webhooks-de-prueba';

/** The whole product against a local fake of Mercado Pago's API: the real adapter, end to end. */
describe('with Mercado Pago credentials configured', () => {
  const fake = new FakeMercadoPago();
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerVerifiedCreator>>;
  let goalId: number;

  const connection = () =>
    t.database.db
      .selectFrom('payment_connections')
      .selectAll()
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
  const open = (sealed: string | null) => decrypt(sealed ?? '', t.deps.config.encryptionKey);
  const paymentReads = (id: string) => fake.received.filter((r) => r.path === `/v1/payments/${id}`).length;

  const fakePayment = (
    id: string,
    donationId: string,
    overrides: Partial<FakePayment> = {},
  ): FakePayment => ({
    id,
    status: 'approved',
    status_detail: 'accredited',
    transaction_amount: 1000,
    currency_id: 'ARS',
    external_reference: donationId,
    payment_method_id: 'debmaster',
    payment_type_id: 'debit_card',
    fee_details: [
      { type: 'mercadopago_fee', amount: 41.5, fee_payer: 'collector' },
      { type: 'application_fee', amount: 20, fee_payer: 'collector' },
    ],
    date_approved: '2025-03-01T10:00:00.000-03:00',
    date_last_updated: '2025-03-01T10:00:00.000-03:00',
    collector_id: Number(SELLER),
    ...overrides,
  });

  beforeAll(async () => {
    await fake.start();
    fake.requirePkce = true;
    t = await createTestApp({
      env: { ...fake.appEnv(WEBHOOK_SECRET), MP_USE_PKCE: 'true' },
    });
    creator = await registerVerifiedCreator(t);
    goalId = await createGoal(t, creator.headers);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('connects through Mercado Pago with PKCE and keeps the tokens sealed', async () => {
    expect(t.deps.payments.kind).toBe('mercadopago');
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/oauth/initiate',
      headers: creator.headers,
    });
    const redirectUrl = json<{ data: { redirectUrl: string } }>(init).data.redirectUrl;
    expect(redirectUrl.startsWith(`${fake.baseUrl}/authorization?`)).toBe(true);
    expect(new URL(redirectUrl).searchParams.get('code_challenge_method')).toBe('S256');

    const callback = fake.authorize(redirectUrl, SELLER);
    expect(await followCallback(t, callback)).toBe('/dashboard?mp_success=true');
    const exchange = fake.received.find((r) => r.path === '/oauth/token')?.body as Record<string, unknown>;
    expect(exchange.redirect_uri).toBe('http://localhost:3000/api/mercadopago/oauth/callback');
    expect(String(exchange.code_verifier)).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    // The verifier is not kept in clear while the authorization is under way.
    const states = await t.database.db.selectFrom('payment_oauth_states').select('code_verifier').execute();
    expect(JSON.stringify(states)).not.toContain(String(exchange.code_verifier));

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/mercadopago/status',
      headers: creator.headers,
    });
    expect(json<{ data: object }>(status).data).toMatchObject({
      status: 'authorized',
      simulated: false,
      authData: { mpUserId: SELLER, email: `vendedor${SELLER}@example.com` },
    });
    const row = await connection();
    expect(open(row.access_token)).toMatch(/^APP_USR-/);
    expect(row.access_token).not.toContain('APP_USR');
    expect(row.refresh_token).not.toContain('TG-');

    // The simulator's pages do not exist in this mode.
    const sim = await t.app.inject({ method: 'GET', url: '/simulador/mercadopago/checkout/x' });
    expect(sim.body).not.toContain('Aprobar pago');
  });

  it("creates the preference with the creator's token, the marketplace fee and our reference", async () => {
    const { donation_id, checkout_url } = await startDonation(t, goalId, 1000);
    const sent = fake.preferences.at(-1);
    expect(checkout_url).toMatch(/^https:\/\/www\.mercadopago\.com\.ar\/checkout\/v1\/redirect\?pref_id=/);
    expect(sent?.headers.authorization).toBe(`Bearer ${open((await connection()).access_token)}`);
    expect(sent?.body).toMatchObject({
      external_reference: donation_id,
      marketplace_fee: 20,
      notification_url: 'http://localhost:3000/api/webhooks/mercadopago?source_news=webhooks',
      statement_descriptor: 'ENLAZA',
      items: [{ quantity: 1, unit_price: 1000, currency_id: 'ARS' }],
      back_urls: {
        success: `http://localhost:3000/donacion/${donation_id}?resultado=aprobado`,
        pending: `http://localhost:3000/donacion/${donation_id}?resultado=pendiente`,
        failure: `http://localhost:3000/donacion/${donation_id}?resultado=rechazado`,
      },
    });
    // Plain-http return URLs: no auto_return, which Mercado Pago would refuse.
    expect(sent?.body).not.toHaveProperty('auto_return');
  });

  it('after a 401 on an expired token, refreshes exactly once and retries exactly once', async () => {
    const { donation_id } = await startDonation(t, goalId, 1000);
    fake.setPayment(fakePayment('9001', donation_id));
    const before = await connection();
    fake.expireAccessTokens(SELLER);
    const refreshes = fake.refreshes;

    // Signed with the simulator's secret instead of Mercado Pago's: refused.
    const wrong = await notify(t, '9001', SELLER, { secret: 'otro' });
    expect(wrong.statusCode).toBe(401);

    const res = await notify(t, '9001', SELLER);
    expect(res.statusCode).toBe(200);
    expect(fake.refreshes).toBe(refreshes + 1);
    expect(paymentReads('9001')).toBe(2);
    expect(await donation(t, donation_id)).toMatchObject({
      mp_status: 'approved',
      mp_payment_id: '9001',
      amount_cents: 100_000,
      platform_commission_cents: 2_000,
      creator_amount_cents: 98_000,
      payment_method: 'debit_card',
      processed_at: '2025-03-01T13:00:00.000Z',
    });
    expect(await goalRaised(t, creator.headers)).toBe(1000);

    // The new pair was stored (refresh tokens are single-use), sealed.
    const after = await connection();
    expect(open(after.refresh_token)).not.toBe(open(before.refresh_token));
    expect(open(after.access_token)).not.toBe(open(before.access_token));
    expect(after.refreshed_at).not.toBeNull();

    // The new token works: no further refresh.
    await notify(t, '9001', SELLER);
    expect(fake.refreshes).toBe(refreshes + 1);
    expect(paymentReads('9001')).toBe(3);
  });

  it('shares one refresh among concurrent notifications', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { donation_id } = await startDonation(t, goalId, 500);
      const id = `910${i}`;
      fake.setPayment(fakePayment(id, donation_id, { transaction_amount: 500, fee_details: [] }));
      ids.push(id);
    }
    fake.expireAccessTokens(SELLER);
    const refreshes = fake.refreshes;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => notify(t, ids[i % 3] as string, SELLER)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(fake.refreshes).toBe(refreshes + 1);
    expect(await goalRaised(t, creator.headers)).toBe(2500);
  });

  it('marks the connection in error when the seller revoked access on Mercado Pago, losing no payment', async () => {
    const { donation_id } = await startDonation(t, goalId, 1000);
    fake.setPayment(fakePayment('9200', donation_id));
    fake.revokeSeller(SELLER);
    const res = await notify(t, '9200', SELLER);
    expect(res.statusCode).toBe(200);
    expect((await donation(t, donation_id)).mp_status).toBe('pending');
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/mercadopago/status',
      headers: creator.headers,
    });
    expect(json<{ data: { status: string; canConnect: boolean } }>(status).data).toMatchObject({
      status: 'error',
      canConnect: true,
    });

    // Connecting again applies the payment that arrived meanwhile.
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/oauth/initiate',
      headers: creator.headers,
    });
    const redirectUrl = json<{ data: { redirectUrl: string } }>(init).data.redirectUrl;
    expect(await followCallback(t, fake.authorize(redirectUrl, SELLER))).toBe('/dashboard?mp_success=true');
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
  });
});
