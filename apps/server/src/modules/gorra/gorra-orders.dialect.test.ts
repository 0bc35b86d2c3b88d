import { formatARS } from '@enlaza/shared/money';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { verifyEmail } from '../../../test/verify-email';
import { readEmvPayload } from '../../integrations/payments/qr/emvco';
import {
  connectCreator,
  createGoal,
  formBody,
  GORRA_PLACE,
  goalRaised,
  notify,
  saveGorraPlace,
  simulatorOf,
} from '../../integrations/payments/testing/payment-test-helpers';

type Headers = Record<string, string>;
type Creator = Awaited<ReturnType<typeof registerCreator>>;
interface OrderAnswer {
  order_id: string;
  amount: number;
  qr_data: string;
  expires_at: string;
  status: string;
  event_id: number | null;
}

const WALLET = '/simulador/mercadopago/billetera';

describe("'Modo gorra': in-person QR orders through the simulator (SQLite and PostgreSQL)", () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2026-11-28T22:00:00.000Z'));
  let ana: Creator;
  let anaSeller: string;

  const post = (headers: Headers, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });

  const createOrder = async (who: Creator, payload: object = { amount: 2000 }) => {
    const res = await post(who.headers, '/api/gorra/orders', payload);
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: OrderAnswer }>(res).data;
  };
  const walletPress = (qrData: string, decision: 'pagar' | 'rechazar') =>
    t.app.inject({ method: 'POST', url: WALLET, ...formBody({ qr: qrData, decision }) });
  const orderDonations = async (providerOrderId: string) =>
    t.database.db.selectFrom('donations').selectAll().where('mp_order_id', '=', providerOrderId).execute();
  const providerIdOf = async (orderId: string) =>
    (
      await t.database.db
        .selectFrom('gorra_orders')
        .select('mp_order_id')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).mp_order_id;
  const createEvent = async (who: Creator, title: string) => {
    const res = await post(who.headers, '/api/events', {
      title,
      event_date: '2026-12-20',
      location: 'Rosario',
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: { event: { id: number } } }>(res).data.event.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    ana = await registerCreator(t.app, { full_name: 'Banda del Sur' });
    anaSeller = await connectCreator(t, ana);
    await saveGorraPlace(t, ana.headers);
    await createGoal(t, ana.headers, 100_000);
  });
  afterAll(() => t.close(), 180_000);

  it('needs a verified email and Mercado Pago connected; reads the amount as whole pesos, in Spanish', async () => {
    const bare = await registerCreator(t.app);
    const unverified = await post(bare.headers, '/api/gorra/orders', { amount: 2000 });
    expect(unverified.statusCode).toBe(403);
    expect(json(unverified).message).toBe('Verifica tu email para cobrar con QR');
    await verifyEmail(t, bare);
    const unconnected = await post(bare.headers, '/api/gorra/orders', { amount: 2000 });
    expect(unconnected.statusCode).toBe(409);
    expect(json(unconnected).message).toBe('Conecta tu cuenta de Mercado Pago para cobrar con QR');

    for (const [amount, message] of [
      [99, `El monto mínimo es ${formatARS(100)}`],
      [150.5, 'Ingresa pesos enteros, sin centavos'],
      ['dos mil', 'Ingresa un monto en pesos enteros, por ejemplo 2.000'],
      [-5, 'El monto no puede ser negativo'],
    ] as const) {
      const res = await post(ana.headers, '/api/gorra/orders', { amount });
      expect(res.statusCode).toBe(400);
      expect(json<{ errors: unknown[] }>(res).errors).toEqual([{ field: 'amount', message }]);
    }
    const noAmount = await post(ana.headers, '/api/gorra/orders', {});
    expect(json<{ errors: unknown[] }>(noAmount).errors).toEqual([
      { field: 'amount', message: 'Ingresa el monto a cobrar' },
    ]);
    expect(await t.database.db.selectFrom('gorra_orders').select('id').execute()).toEqual([]);
  });

  it('creates a 10-minute order whose qr_data is an EMVCo payload with the merchant and amount; the QR images encode exactly it', async () => {
    const order = await createOrder(ana, { amount: '2.000' });
    expect(order).toMatchObject({ amount: 2000, status: 'pending', event_id: null });
    expect(order.expires_at).toBe('2026-11-28T22:10:00.000Z');
    const fields = readEmvPayload(order.qr_data);
    expect(fields?.get('54')).toBe('2000.00');
    expect(fields?.get('59')).toBe('Banda del Sur');
    expect(fields?.get('53')).toBe('032');
    expect(fields?.get('62')).toContain(await providerIdOf(order.order_id));

    const read = await get(ana.headers, `/api/gorra/orders/${order.order_id}`);
    expect(json<{ data: OrderAnswer }>(read).data).toEqual(json<{ data: OrderAnswer }>(read).data);
    expect(json<{ data: OrderAnswer }>(read).data.qr_data).toBe(order.qr_data);

    const options = { errorCorrectionLevel: 'M' as const, margin: 4 };
    const svg = await get(ana.headers, `/api/gorra/orders/${order.order_id}/qr.svg`);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toBe(await QRCode.toString(order.qr_data, { ...options, type: 'svg' }));
    const png = await get(ana.headers, `/api/gorra/orders/${order.order_id}/qr.png`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(
      png.rawPayload.equals(await QRCode.toBuffer(order.qr_data, { ...options, type: 'png', scale: 12 })),
    ).toBe(true);

    // The store and point of sale were created once, for every later order too.
    await createOrder(ana, { amount: 1000 });
    expect(
      await t.database.db.selectFrom('gorra_points').selectAll().where('user_id', '=', ana.user.id).execute(),
    ).toHaveLength(1);
    const points = await t.database.db
      .selectFrom('sim_mp_points')
      .select('kind')
      .where('collector_id', '=', anaSeller)
      .execute();
    expect(points.map((p) => p.kind).sort()).toEqual(['pos', 'store']);
  });

  it('asks where the creator plays before the first QR: Spanish field errors, a Spanish 409 without it, then the store with it', async () => {
    const eli = await registerCreator(t.app);
    const seller = await connectCreator(t, eli);
    const get = async () =>
      json<{ data: object }>(
        await t.app.inject({ method: 'GET', url: '/api/gorra/place', headers: eli.headers }),
      ).data;
    expect(await get()).toEqual({ place: null, needed: true });
    const missing = await post(eli.headers, '/api/gorra/orders', { amount: 2000 });
    expect(missing.statusCode).toBe(409);
    expect(json(missing).message).toBe(
      'Antes de tu primer cobro con QR, indica dónde tocas o vendes: falta la dirección del lugar',
    );
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/gorra/place', headers: eli.headers, payload });
    const bad = await put({ address: 'Plaza', street_name: ' ', city_name: '', latitude: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(bad).errors).toEqual(
      expect.arrayContaining([
        { field: 'street_name', message: 'Falta la calle: elige de la lista una dirección con calle' },
        { field: 'city_name', message: 'Falta la ciudad: elige de la lista una dirección con ciudad' },
        { field: 'state_name', message: 'Falta la provincia: elige de la lista una dirección con provincia' },
        {
          field: 'latitude',
          message: 'Elige la dirección de la lista de sugerencias para ubicarla en el mapa',
        },
      ]),
    );
    expect(
      await t.database.db
        .selectFrom('gorra_places')
        .select('user_id')
        .where('user_id', '=', eli.user.id)
        .execute(),
    ).toEqual([]);
    expect(
      await t.database.db
        .selectFrom('sim_mp_points')
        .select('id')
        .where('collector_id', '=', seller)
        .execute(),
    ).toEqual([]);
    // Another creator's place is theirs: saving one never shows in eli's.
    await saveGorraPlace(t, ana.headers);
    expect(await get()).toEqual({ place: null, needed: true });

    const saved = await put({ ...GORRA_PLACE, street_number: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).message).toBe('Lugar guardado');
    await createOrder(eli);
    expect(await get()).toEqual({ place: { ...GORRA_PLACE, street_number: null }, needed: false });
    expect(
      await t.database.db
        .selectFrom('sim_mp_points')
        .select('kind')
        .where('collector_id', '=', seller)
        .execute(),
    ).toHaveLength(2);
    // Personal data of the creator: in their account export, and only in theirs.
    const exported = async (who: Creator) =>
      json<{ gorra_place: unknown }>(
        await t.app.inject({ method: 'GET', url: '/api/exports/account.json', headers: who.headers }),
      ).gorra_place;
    expect(await exported(eli)).toEqual({ ...GORRA_PLACE, street_number: null });
    expect(await exported(ana)).toEqual(GORRA_PLACE);
  });

  it("another creator can neither read, draw nor cancel the order (404); an event must be the creator's own", async () => {
    const order = await createOrder(ana);
    const bob = await registerCreator(t.app);
    await connectCreator(t, bob);
    for (const url of ['', '/qr.png', '/qr.svg']) {
      const res = await get(bob.headers, `/api/gorra/orders/${order.order_id}${url}`);
      expect(res.statusCode).toBe(404);
    }
    const cancel = await post(bob.headers, `/api/gorra/orders/${order.order_id}/cancel`);
    expect(cancel.statusCode).toBe(404);
    expect(json(cancel).message).toBe('No encontramos ese cobro');
    expect((await get(ana.headers, `/api/gorra/orders/${order.order_id}`)).statusCode).toBe(200);
    expect((await get(ana.headers, '/api/gorra/orders/no-es-un-id')).statusCode).toBe(404);

    const bobEvent = await createEvent(bob, 'De Bob');
    const foreign = await post(ana.headers, '/api/gorra/orders', { amount: 2000, event_id: bobEvent });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('No encontramos ese evento');
  });

  it("the wallet shows merchant and amount; 'Pagar' makes ONE approved QR donation: goal, event and wall (Anónimo) follow", async () => {
    const eventId = await createEvent(ana, 'Show en la plaza');
    const before = await goalRaised(t, ana.headers);
    const order = await createOrder(ana, { amount: 2000, event_id: eventId });

    const page = await t.app.inject({
      method: 'GET',
      url: `${WALLET}?qr=${encodeURIComponent(order.qr_data)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Banda del Sur');
    expect(page.body).toContain(formatARS(2000));
    expect(page.body).toContain('>Pagar<');
    expect(page.body).toContain('>Rechazar<');

    const rejected = await walletPress(order.qr_data, 'rechazar');
    expect(rejected.body).toContain('No se hizo ningún pago');
    const providerOrderId = await providerIdOf(order.order_id);
    expect(await orderDonations(providerOrderId)).toHaveLength(0);

    const paid = await walletPress(order.qr_data, 'pagar');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Pago realizado');
    const donations = await orderDonations(providerOrderId);
    expect(donations).toHaveLength(1);
    expect(donations[0]).toMatchObject({
      kind: 'qr',
      mp_status: 'approved',
      amount_cents: 200_000,
      event_id: eventId,
      donor_name: null,
      donor_email: null,
      payment_method: 'digital_wallet',
    });
    expect(await goalRaised(t, ana.headers)).toBe(before + 2000);
    expect((await t.deps.raised.raisedAtEvent(eventId)).pesos).toBe(2000);
    const status = json<{ data: OrderAnswer }>(await get(ana.headers, `/api/gorra/orders/${order.order_id}`));
    expect(status.data.status).toBe('paid');

    const wall = await t.app.inject({ method: 'GET', url: `/api/public/${ana.user.username}/supporters` });
    const entries = json<{ data: { supporters: { name: string; amount: number | null }[] } }>(wall).data
      .supporters;
    expect(entries[0]).toMatchObject({ name: 'Anónimo', amount: 2000 });

    const history = await get(ana.headers, '/api/donations/received');
    expect(history.body).toContain('"kind":"qr"');

    // Paid: the code is no longer payable, and a second 'Pagar' charges nothing.
    const again = await walletPress(order.qr_data, 'pagar');
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('Este código ya no está disponible');
    const rescan = await t.app.inject({
      method: 'GET',
      url: `${WALLET}?qr=${encodeURIComponent(order.qr_data)}`,
    });
    expect(rescan.body).toContain('Este código ya no está disponible');
    expect(await orderDonations(providerOrderId)).toHaveLength(1);
    expect(await goalRaised(t, ana.headers)).toBe(before + 2000);
  });

  it('30 duplicate order notifications make one donation; a forged or unpaid one changes nothing', async () => {
    const before = await goalRaised(t, ana.headers);
    const order = await createOrder(ana, { amount: 5000 });
    const providerOrderId = await providerIdOf(order.order_id);

    // Signed, but the provider says the order is still open: the body's 'processed' is not believed.
    const early = await notify(t, providerOrderId, anaSeller, { type: 'order', action: 'order.processed' });
    expect(early.statusCode).toBe(200);
    expect(await orderDonations(providerOrderId)).toHaveLength(0);

    // Forged: signed with another secret.
    const forged = await notify(t, providerOrderId, anaSeller, { type: 'order', secret: 'otro-secreto' });
    expect(forged.statusCode).toBe(401);

    // Paid at the provider without its notification arriving, then 30 notifications at once.
    const sim = simulatorOf(t);
    const outcome = await sim.qr.pay(providerOrderId, {
      enqueue: async () => 'perdida',
    } as unknown as Parameters<typeof sim.qr.pay>[1]);
    expect(outcome.kind).toBe('paid');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        notify(t, providerOrderId, anaSeller, { type: 'order', action: 'order.processed' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    expect(await orderDonations(providerOrderId)).toHaveLength(1);
    expect(await goalRaised(t, ana.headers)).toBe(before + 5000);

    // The same request id again is a replay: acknowledged, nothing more.
    const replay = await notify(t, providerOrderId, anaSeller, { type: 'order', requestId: 'repetida-1' });
    const replayed = await notify(t, providerOrderId, anaSeller, { type: 'order', requestId: 'repetida-1' });
    expect([replay.statusCode, replayed.statusCode]).toEqual([200, 200]);
    expect(await orderDonations(providerOrderId)).toHaveLength(1);
  });

  it('a cancelled or expired order cannot be paid', async () => {
    const cancelled = await createOrder(ana, { amount: 1000 });
    const res = await post(ana.headers, `/api/gorra/orders/${cancelled.order_id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(json<{ message: string; data: OrderAnswer }>(res)).toMatchObject({
      message: 'Cobro cancelado',
      data: { status: 'cancelled' },
    });
    const twice = await post(ana.headers, `/api/gorra/orders/${cancelled.order_id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe('Este cobro ya no se puede cancelar');
    const payCancelled = await walletPress(cancelled.qr_data, 'pagar');
    expect(payCancelled.statusCode).toBe(410);
    expect(payCancelled.body).toContain('Este código ya no está disponible');
    expect(await orderDonations(await providerIdOf(cancelled.order_id))).toHaveLength(0);

    const expiring = await createOrder(ana, { amount: 1000 });
    clock.advance(10 * 60_000 + 1);
    const read = json<{ data: OrderAnswer }>(
      await get(ana.headers, `/api/gorra/orders/${expiring.order_id}`),
    );
    expect(read.data.status).toBe('expired');
    const page = await t.app.inject({
      method: 'GET',
      url: `${WALLET}?qr=${encodeURIComponent(expiring.qr_data)}`,
    });
    expect(page.statusCode).toBe(410);
    expect((await walletPress(expiring.qr_data, 'pagar')).statusCode).toBe(410);
    expect(await orderDonations(await providerIdOf(expiring.order_id))).toHaveLength(0);
    const cancelExpired = await post(ana.headers, `/api/gorra/orders/${expiring.order_id}/cancel`);
    expect(cancelExpired.statusCode).toBe(409);
  });

  it('a QR the simulator did not make, or one tampered with, is refused by the wallet', async () => {
    const order = await createOrder(ana, { amount: 3000 });
    const tampered = order.qr_data.replace('3000.00', '0100.00');
    const res = await t.app.inject({ method: 'GET', url: `${WALLET}?qr=${encodeURIComponent(tampered)}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Código QR inválido');
    expect((await walletPress('basura', 'pagar')).statusCode).toBe(400);
  });

  it('two first orders at once create the store and point of sale once', async () => {
    const carla = await registerCreator(t.app);
    const seller = await connectCreator(t, carla);
    await saveGorraPlace(t, carla.headers);
    const [a, b] = await Promise.all([createOrder(carla), createOrder(carla)]);
    expect(a.order_id).not.toBe(b.order_id);
    expect(
      await t.database.db
        .selectFrom('gorra_points')
        .selectAll()
        .where('user_id', '=', carla.user.id)
        .execute(),
    ).toHaveLength(1);
    const points = await t.database.db
      .selectFrom('sim_mp_points')
      .select('kind')
      .where('collector_id', '=', seller)
      .execute();
    expect(points.map((p) => p.kind).sort()).toEqual(['pos', 'store']);
  });

  it('erasing the account erases its QR orders and its store/POS ids', async () => {
    const dora = await registerCreator(t.app);
    await connectCreator(t, dora);
    await saveGorraPlace(t, dora.headers);
    await createOrder(dora);
    const rows = async () => [
      (
        await t.database.db
          .selectFrom('gorra_orders')
          .select('id')
          .where('user_id', '=', dora.user.id)
          .execute()
      ).length,
      (
        await t.database.db
          .selectFrom('gorra_points')
          .select('user_id')
          .where('user_id', '=', dora.user.id)
          .execute()
      ).length,
      (
        await t.database.db
          .selectFrom('gorra_places')
          .select('user_id')
          .where('user_id', '=', dora.user.id)
          .execute()
      ).length,
    ];
    expect(await rows()).toEqual([1, 1, 1]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: dora.headers,
      payload: { password: dora.body.password, confirm_username: dora.user.username },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows()).toEqual([0, 0, 0]);
  });
});
