import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payments-port';
import { FakeMercadoPago } from '../testing/fake-mercadopago-server';
import { MercadoPagoPayments, QUOTA_RETRIES, QUOTA_WAIT_BUDGET_MS } from './mercadopago-payments';

const SELLER = '424242424';
const REDIRECT = 'https://enlaza.example/api/mercadopago/oauth/callback';
const REFERENCE = '7d6c1a52-2b8f-4d7e-9a0c-222222222222';
/** Where the creator plays: the store's `location`, which the provider requires. */
const LOCATION = {
  street_name: 'Avenida Corrientes',
  street_number: '1234',
  city_name: 'Buenos Aires',
  state_name: 'Ciudad Autónoma de Buenos Aires',
  latitude: -34.6037,
  longitude: -58.3816,
  reference: 'Frente al teatro',
};

/** The Orders API part of the real adapter (integrations.md §8), against the local fake. */
describe('Mercado Pago QR orders adapter against a local fake', () => {
  const fake = new FakeMercadoPago();
  const waits: number[] = [];
  let adapter: MercadoPagoPayments;
  let token: string;

  beforeAll(async () => {
    await fake.start();
    adapter = new MercadoPagoPayments({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiBaseUrl: fake.baseUrl,
      authBaseUrl: fake.baseUrl,
      testToken: false,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const url = adapter.authorizationUrl({ state: 'estado', redirectUri: REDIRECT });
    const back = new URL(fake.authorize(url, SELLER));
    token = (await adapter.exchangeCode({ code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT }))
      .access_token;
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.received.length = 0;
    fake.orders.quotaFailures = 0;
    fake.orders.retryAfter = '1';
    waits.length = 0;
  });

  const pointOfSale = async (suffix: string) => {
    const store = await adapter.createStore(
      token,
      SELLER,
      { external_id: `ENLAZA${suffix}`, name: 'Banda del Sur', location: LOCATION },
      `store-${suffix}`,
    );
    await adapter.createPointOfSale(
      token,
      {
        external_id: `ENLAZA${suffix}POS`,
        store_id: store.id,
        external_store_id: `ENLAZA${suffix}`,
        name: 'Banda',
      },
      `pos-${suffix}`,
    );
    return `ENLAZA${suffix}POS`;
  };
  const orderInput = (pos: string) => ({
    external_reference: REFERENCE,
    total_amount: 2000,
    description: 'Aporte en persona',
    external_pos_id: pos,
    expiration_time: 'PT10M',
  });

  it('creates the store under the seller, the POS, and a dynamic QR order with the documented fields', async () => {
    const pos = await pointOfSale('1');
    const order = await adapter.createQrOrder(token, orderInput(pos), 'clave-orden-1');
    expect(order).toMatchObject({ status: 'created', external_reference: REFERENCE, total_amount: 2000 });
    expect(order.qr_data).toMatch(/^000201/);

    const [store, point, create] = fake.received;
    expect(store).toMatchObject({
      method: 'POST',
      path: `/users/${SELLER}/stores`,
      body: { name: 'Banda del Sur', external_id: 'ENLAZA1', location: LOCATION },
    });
    expect(store?.headers['x-idempotency-key']).toBe('store-1');
    expect(point).toMatchObject({ method: 'POST', path: '/pos' });
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: {
        type: 'qr',
        total_amount: '2000.00',
        external_reference: REFERENCE,
        expiration_time: 'PT10M',
        config: { qr: { external_pos_id: pos, mode: 'dynamic' } },
        transactions: { payments: [{ amount: '2000.00' }] },
      },
    });
    expect(create?.headers['x-idempotency-key']).toBe('clave-orden-1');
    expect(create?.headers.authorization).toBe(`Bearer ${token}`);

    // The same key answers the same order.
    const again = await adapter.createQrOrder(token, orderInput(pos), 'clave-orden-1');
    expect(again.id).toBe(order.id);

    fake.orders.pay(order.id);
    const read = await adapter.getQrOrder(token, order.id);
    expect(read).toMatchObject({
      status: 'processed',
      payment: { status: 'processed', payment_type_id: 'account_money', amount: 2000 },
    });
  });

  it('cancels an open order; a processed one cannot be (409)', async () => {
    const pos = await pointOfSale('2');
    const open = await adapter.createQrOrder(token, orderInput(pos), 'clave-orden-2');
    expect((await adapter.cancelQrOrder(token, open.id)).status).toBe('canceled');
    const paid = await adapter.createQrOrder(token, orderInput(pos), 'clave-orden-3');
    fake.orders.pay(paid.id);
    await expect(adapter.cancelQrOrder(token, paid.id)).rejects.toMatchObject({ status: 409 });
    await expect(adapter.getQrOrder(token, 'ORDNOEXISTE')).rejects.toMatchObject({ notFound: true });
  });

  it('retries a 429 after Retry-After with the same idempotency key: one order', async () => {
    const pos = await pointOfSale('3');
    fake.received.length = 0;
    fake.orders.quotaFailures = 2;
    fake.orders.retryAfter = '2';
    const order = await adapter.createQrOrder(token, orderInput(pos), 'clave-orden-4');
    expect(waits).toEqual([2000, 2000]);
    expect(fake.received.map((r) => r.headers['x-idempotency-key'])).toEqual(Array(3).fill('clave-orden-4'));
    expect([...fake.orders.orders.values()].filter((o) => o.id === order.id)).toHaveLength(1);
  });

  it('without Retry-After backs off exponentially, and past the retries throws the 429 unchanged', async () => {
    const pos = await pointOfSale('4');
    const before = fake.orders.orders.size;
    fake.orders.quotaFailures = QUOTA_RETRIES + 1;
    fake.orders.retryAfter = 'mañana';
    const failure = await adapter
      .createQrOrder(token, orderInput(pos), 'clave-orden-5')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ status: 429, code: 'usage_quota_exceeded', transient: true });
    expect(waits).toEqual([500, 1000, 2000]);
    expect(fake.orders.orders.size).toBe(before);
  });

  it('gives the checkout preference the same back-off, keyed by the donation: one preference', async () => {
    fake.received.length = 0;
    const before = fake.preferences.length;
    fake.preferenceQuotaFailures = 2;
    const preference = await adapter.createPreference(token, {
      items: [{ id: 'goal-1', title: 'Donación', quantity: 1, unit_price: 1500, currency_id: 'ARS' }],
      external_reference: REFERENCE,
      back_urls: {
        success: 'https://e.example/s',
        pending: 'https://e.example/p',
        failure: 'https://e.example/f',
      },
      notification_url: 'https://e.example/api/webhooks/mercadopago',
      marketplace_fee: 30,
      statement_descriptor: 'ENLAZA',
    });
    expect(preference.id).toBeTruthy();
    expect(waits).toEqual([1000, 1000]);
    expect(fake.received.map((r) => r.headers['x-idempotency-key'])).toEqual(
      Array(3).fill(`preference-${REFERENCE}`),
    );
    expect(fake.preferences.length).toBe(before + 1);
  });

  it('honours a Retry-After beyond the time the creator can wait by not retrying: the 429 at once, one call', async () => {
    const pos = await pointOfSale('5');
    const before = fake.orders.orders.size;
    fake.received.length = 0;
    fake.orders.quotaFailures = 1;
    fake.orders.retryAfter = '120';
    const failure = await adapter
      .createQrOrder(token, orderInput(pos), 'clave-orden-6')
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 429, transient: true });
    expect(waits).toEqual([]);
    expect(fake.received).toHaveLength(1);
    expect(fake.orders.orders.size).toBe(before);
  });

  it('never waits more than QUOTA_WAIT_BUDGET_MS in all: Retry-After 2 s three times stops after two waits', async () => {
    const pos = await pointOfSale('6');
    fake.orders.quotaFailures = QUOTA_RETRIES + 1;
    fake.orders.retryAfter = '2';
    const failure = await adapter
      .createQrOrder(token, orderInput(pos), 'clave-orden-7')
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 429 });
    expect(waits).toEqual([2000, 2000]);
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(QUOTA_WAIT_BUDGET_MS);
    fake.orders.quotaFailures = 0;
  });
});
