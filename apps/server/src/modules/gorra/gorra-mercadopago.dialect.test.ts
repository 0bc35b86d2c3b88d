import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { FakeMercadoPago } from '../../integrations/payments/testing/fake-mercadopago-server';
import {
  checkout,
  connectAtFake,
  createGoal,
  GORRA_PLACE,
  goalRaised,
  notify,
  saveGorraPlace,
} from '../../integrations/payments/testing/payment-test-helpers';

const SELLER = '515151515';

/** 'Modo gorra' through the real adapter, against a local fake of Mercado Pago's Orders API. */
describe("'Modo gorra' with Mercado Pago credentials (SQLite and PostgreSQL)", () => {
  const fake = new FakeMercadoPago();
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerCreator>>;
  let goalId: number;

  const create = (amount: number) =>
    t.app.inject({ method: 'POST', url: '/api/gorra/orders', headers: creator.headers, payload: { amount } });
  const orderRows = () => t.database.db.selectFrom('gorra_orders').selectAll().execute();

  beforeAll(async () => {
    await fake.start();
    t = await createTestApp({
      env: fake.appEnv(),
    });
    creator = await registerCreator(t.app);
    expect(await connectAtFake(t, fake, creator.headers, SELLER)).toBe('/dashboard?mp_success=true');
    goalId = await createGoal(t, creator.headers);
    await saveGorraPlace(t, creator.headers);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.received.length = 0;
    fake.orders.quotaFailures = 0;
    // The adapter honours Retry-After: 0 keeps the suite quick.
    fake.orders.retryAfter = '0';
    fake.preferenceQuotaFailures = 0;
    fake.preferenceRetryAfter = '0';
  });

  it("creates the creator's store and point of sale once, then each order under the order's own idempotency key", async () => {
    const first = await create(2000);
    expect(first.statusCode, first.body).toBe(201);
    const second = await create(1000);
    expect(second.statusCode).toBe(201);
    expect(fake.orders.stores.size).toBe(1);
    expect(fake.orders.pos.size).toBe(1);
    // The store carries the place the creator picked as its `location`.
    const { address: _shown, ...location } = GORRA_PLACE;
    const store = fake.received.find((r) => r.path.endsWith('/stores'));
    expect(store?.body).toMatchObject({ location });
    const posts = fake.received.filter((r) => r.path === '/v1/orders');
    const ids = [first, second].map((r) => json<{ data: { order_id: string } }>(r).data.order_id);
    expect(posts.map((r) => r.headers['x-idempotency-key'])).toEqual(ids);
    expect(posts.map((r) => (r.body as { external_reference: string }).external_reference)).toEqual(ids);
    expect(json<{ data: { qr_data: string } }>(first).data.qr_data).toMatch(/^000201/);
  });

  it("retries the provider's 429 and creates one order; past the retries answers a Spanish 503 and keeps nothing", async () => {
    const ordersBefore = fake.orders.orders.size;
    fake.orders.quotaFailures = 2;
    const retried = await create(3000);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(fake.orders.orders.size).toBe(ordersBefore + 1);

    const rowsBefore = (await orderRows()).length;
    fake.orders.quotaFailures = 10;
    const busy = await create(3000);
    expect(busy.statusCode).toBe(503);
    expect(json(busy).message).toBe('Mercado Pago no responde, intenta de nuevo en unos segundos');
    expect(fake.orders.orders.size).toBe(ordersBefore + 1);
    expect(await orderRows()).toHaveLength(rowsBefore);
  });

  it("a donor's checkout gets the same back-off: one preference after two 429s; past the retries a Spanish answer, never a 500", async () => {
    const before = fake.preferences.length;
    fake.preferenceQuotaFailures = 2;
    const retried = await checkout(t, { goal_id: goalId, amount: 1500 });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(fake.preferences.length).toBe(before + 1);
    const keys = fake.received
      .filter((r) => r.path === '/checkout/preferences')
      .map((r) => r.headers['x-idempotency-key']);
    expect(new Set(keys).size).toBe(1);

    fake.preferenceQuotaFailures = 10;
    const busy = await checkout(t, { goal_id: goalId, amount: 1500 });
    expect(busy.statusCode).toBe(502);
    expect(json(busy).message).toBe(
      'No pudimos iniciar el pago con MercadoPago. Intenta de nuevo en unos minutos.',
    );
    expect(fake.preferences.length).toBe(before + 1);
  });

  it('refreshes an expired token and goes on', async () => {
    const refreshes = fake.refreshes;
    fake.expireAccessTokens(SELLER);
    const res = await create(1500);
    expect(res.statusCode, res.body).toBe(201);
    expect(fake.refreshes).toBe(refreshes + 1);
  });

  it('an order notification is read back from the provider: paid there, it becomes one donation', async () => {
    const before = await goalRaised(t, creator.headers);
    const res = await create(2500);
    const { order_id } = json<{ data: { order_id: string } }>(res).data;
    const row = (await orderRows()).find((r) => r.id === order_id);
    const providerId = row?.mp_order_id ?? '';

    expect((await notify(t, providerId, SELLER, { type: 'order' })).statusCode).toBe(200);
    expect(await goalRaised(t, creator.headers)).toBe(before);

    fake.orders.pay(providerId);
    // The order's payment as GET /v1/payments/{id} reads it: the provider's fee and a withheld tax.
    const paymentId = fake.orders.orders.get(providerId)?.transactions.payments[0]?.id ?? '';
    fake.setPayment({
      id: paymentId,
      status: 'approved',
      status_detail: 'accredited',
      transaction_amount: 2500,
      currency_id: 'ARS',
      external_reference: order_id,
      payment_method_id: 'account_money',
      payment_type_id: 'account_money',
      fee_details: [{ type: 'mercadopago_fee', amount: 24.2, fee_payer: 'collector' }],
      charges_details: [
        {
          id: 'c1',
          name: 'tax_withholding_collector-iibb_caba',
          type: 'tax',
          accounts: { from: 'collector', to: 'caba' },
          amounts: { original: 50, refunded: 0 },
        },
      ],
      date_approved: new Date().toISOString(),
      date_last_updated: new Date().toISOString(),
      collector_id: Number(SELLER),
    });
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await notify(t, providerId, SELLER, { type: 'order', action: 'order.processed' })).statusCode,
      ).toBe(200);
    }
    const donations = await t.database.db
      .selectFrom('donations')
      .selectAll()
      .where('mp_order_id', '=', providerId)
      .execute();
    expect(donations).toHaveLength(1);
    expect(donations[0]).toMatchObject({
      kind: 'qr',
      mp_status: 'approved',
      amount_cents: 250_000,
      provider_fee_cents: 2_420,
      withholdings: JSON.stringify([{ name: 'tax_withholding_collector-iibb_caba', amount_cents: 5_000 }]),
    });
    // Read once, for the notification that recorded it: the duplicates read nothing more.
    expect(fake.received.filter((r) => r.path === `/v1/payments/${paymentId}`)).toHaveLength(1);
    expect(await goalRaised(t, creator.headers)).toBe(before + 2500);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/gorra/orders/${order_id}`,
      headers: creator.headers,
    });
    expect(json<{ data: { status: string } }>(read).data.status).toBe('paid');

    // Cancelling a paid order is refused, and changes nothing.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/gorra/orders/${order_id}/cancel`,
      headers: creator.headers,
    });
    expect(cancel.statusCode).toBe(409);
  });

  it('an unreachable provider defers the notification with a 503 (Mercado Pago sends it again)', async () => {
    const res = await create(1200);
    const { order_id } = json<{ data: { order_id: string } }>(res).data;
    const providerId = (await orderRows()).find((r) => r.id === order_id)?.mp_order_id ?? '';
    fake.orders.quotaFailures = 10;
    const deferred = await notify(t, providerId, SELLER, { type: 'order' });
    expect(deferred.statusCode).toBe(503);
    fake.orders.quotaFailures = 0;
    fake.orders.pay(providerId);
    expect((await notify(t, providerId, SELLER, { type: 'order' })).statusCode).toBe(200);
    const donations = await t.database.db
      .selectFrom('donations')
      .select('id')
      .where('mp_order_id', '=', providerId)
      .execute();
    expect(donations).toHaveLength(1);
  });
});
