import { formatARS } from '@enlaza/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  connectCreator,
  createGoal,
  formBody,
  goalRaised,
  saveGorraPlace,
} from '../../integrations/payments/testing/payment-test-helpers';
import { EVENT_QR_RATE_RULE } from './event-donation-qr.routes';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** The QR's text as the page's SVG draws it is not readable back; the order row says what it encodes. */
describe("'Pagar con QR desde cualquier app' on an event's donation page (SQLite and PostgreSQL)", () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let ana: Creator;
  let ip = 0;
  const ids: Record<string, number> = {};

  const post = (url: string, fields: Record<string, string>, address?: string) => {
    ip += 1;
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: address ?? `198.51.100.${ip}`,
    });
  };
  const page = (name: string, who: Creator = ana) => `/e/${who.user.username}/${ids[name]}/aportar`;
  const event = async (who: Creator, name: string, fields: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: who.headers,
      payload: fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[name] = json<{ data: { event: { id: number } } }>(res).data.event.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    await connectCreator(t, ana);
    await saveGorraPlace(t, ana.headers);
    await createGoal(t, ana.headers, 100_000);
    await event(ana, 'show', { title: 'Show en el Galpón', event_date: '2099-03-20', location: 'El Galpón' });
    await event(ana, 'done', {
      title: 'Ya fue',
      event_date: '2099-03-25',
      location: 'Sur',
      status: 'completed',
    });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it("offers it next to the card checkout; the chosen amount becomes a QR that pays into the event's total", async () => {
    const form = await t.app.inject({ method: 'GET', url: page('show') });
    expect(form.body).toContain('Aportar con Mercado Pago');
    expect(form.body).toMatch(
      /<button type="submit"[^>]*(name="medio"[^>]*value="qr"|value="qr"[^>]*name="medio")[^>]*>Pagar con QR desde cualquier app<\/button>/,
    );

    const res = await post(page('show'), { monto: '2000', medio: 'qr' });
    expect(res.statusCode, res.body).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(new RegExp(`^${page('show')}/qr/[0-9a-f-]{36}$`));
    const orderId = location.split('/').pop() as string;
    const row = await t.database.db
      .selectFrom('gorra_orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: ana.user.id, event_id: ids.show, amount_cents: 200_000 });

    const shown = await t.app.inject({ method: 'GET', url: location });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).toContain('<svg');
    expect(shown.body).toContain(`aria-label="Código QR para pagar ${formatARS(2000)}"`);
    expect(shown.body).toContain('El código vence en 10 minutos.');
    expect(shown.body).not.toContain(ana.body.email);

    // Paid from any app (the simulator's wallet): the page says so and the event's total moved.
    const before = await goalRaised(t, ana.headers);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/simulador/mercadopago/billetera',
      ...formBody({ qr: row.qr_data, decision: 'pagar' }),
    });
    expect(paid.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: location });
    expect(after.body).toContain(`¡Gracias! Llegó tu aporte de ${formatARS(2000)}.`);
    expect(after.body).not.toContain('<svg');
    expect(await goalRaised(t, ana.headers)).toBe(before + 2000);
    expect((await t.deps.raised.raisedAtEvent(ids.show as number)).pesos).toBe(2000);
  });

  it('refuses a bad amount in Spanish, a finished event, and an order of another event (404)', async () => {
    const bad = await post(page('show'), { monto: 'otro', otro_monto: '12,50', medio: 'qr' });
    expect(bad.statusCode).toBe(400);
    const before = await t.database.db.selectFrom('gorra_orders').select('id').execute();
    const finished = await post(page('done'), { monto: '1000', medio: 'qr' });
    expect(finished.statusCode).toBe(409);
    expect(await t.database.db.selectFrom('gorra_orders').select('id').execute()).toHaveLength(before.length);

    const made = await post(page('show'), { monto: '1000', medio: 'qr' });
    const orderId = String(made.headers.location).split('/').pop() as string;
    const elsewhere = await t.app.inject({ method: 'GET', url: `${page('done')}/qr/${orderId}` });
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: `${page('show')}/qr/no-existe` });
    expect(unknown.statusCode).toBe(404);
  });

  it('makes a few QR orders a minute per address, then 429 with Retry-After', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < EVENT_QR_RATE_RULE.points; i++) {
      expect((await post(page('show'), { monto: '500', medio: 'qr' }, address)).statusCode).toBe(303);
    }
    const limited = await post(page('show'), { monto: '500', medio: 'qr' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
