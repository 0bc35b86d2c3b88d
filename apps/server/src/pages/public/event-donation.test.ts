import {
  DONATION_MESSAGES,
  type DonationsPage,
  donationDestination,
  type PublicDonationStatus,
} from '@enlaza/shared/donations';
import { MONEY_MESSAGES } from '@enlaza/shared/money';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  preferenceOf,
  rowCount,
} from '../../integrations/payments/testing/payment-test-helpers';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const INSTAGRAM_ANDROID = `${CHROME} Instagram 312.0.0.32.112 Android (34/14; 450dpi; es_AR)`;
const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0;]';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

describe("'Pasar la gorra': an event's donation page", () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let ana: Creator;
  let seller: string;
  let goalId: number;
  let ip = 0;
  let clock: TestClock;
  const ids: Record<string, number> = {};

  const get = (url: string, userAgent = CHROME) =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });
  const post = (url: string, fields: Record<string, string>) => {
    ip += 1;
    return t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': CHROME },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: `198.51.100.${ip}`,
    });
  };
  const page = (name: string, who: Creator = ana) => `/e/${who.user.username}/${ids[name]}/aportar`;
  const eventDonations = (eventId: number) =>
    t.database.db.selectFrom('donations').selectAll().where('event_id', '=', eventId).execute();

  beforeAll(async () => {
    clock = new TestClock(new Date('2026-03-10T15:00:00.000Z'));
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    seller = await connectCreator(t, ana);
    goalId = await createGoal(t, ana.headers, 100_000);
    const bob = await registerCreator(t.app, { full_name: 'Bob Otro' });
    const events: [string, Creator, Record<string, unknown>][] = [
      ['show', ana, { title: 'Show en el Galpón', event_date: '2026-03-20', location: 'El Galpón' }],
      ['draft', ana, { title: 'Borrador', event_date: '2026-03-21', location: 'Casa', status: 'draft' }],
      [
        'cancelled',
        ana,
        { title: 'Suspendido', event_date: '2026-04-10', location: 'Sur', status: 'cancelled' },
      ],
      ['completed', ana, { title: 'Ya fue', event_date: '2026-03-25', location: 'Sur', status: 'completed' }],
      ['bobs', bob, { title: 'De Bob', event_date: '2026-03-22', location: 'Otro lado' }],
    ];
    for (const [name, who, fields] of events) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: who.headers,
        payload: fields,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids[name] = json<{ data: { event: { id: number } } }>(res).data.event.id;
    }
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('shows the one-screen form: chips, other amount, name, message, the event total', async () => {
    const res = await get(page('show'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('Aporta a Ana Prueba');
    expect(html).toContain('Show en el Galpón');
    for (const chip of ['500', '1000', '2000', 'otro']) expect(html).toContain(`value="${chip}"`);
    expect(html).toContain('name="otro_monto"');
    expect(html).toContain('name="nombre"');
    expect(html).toContain('name="mensaje"');
    expect(html).toMatch(/data-testid="gorra-raised">\$\s?0</);
    expect(html).toContain(`action="${page('show')}"`);
    expect(html).not.toContain('Abrir en el navegador');
    // The checkout is reached by a redirect of this form's post: the policy lets it go there.
    expect(res.headers['content-security-policy']).toContain(
      "form-action 'self' https://*.mercadopago.com.ar",
    );
  });

  it('tells one story of where the money goes: the page, the checkout and the thank-you page', async () => {
    const sentence =
      'Tu aporte va a la cuenta de Mercado Pago de Ana Prueba y suma a su objetivo «Grabar el disco».';
    expect(donationDestination({ creatorName: 'Ana Prueba', goalTitle: 'Grabar el disco' })).toBe(sentence);
    expect((await get(page('show'))).body).toContain(sentence);

    const res = await post(page('show'), { monto: '500' });
    expect(res.statusCode, res.body).toBe(303);
    const checkoutUrl = new URL(String(res.headers.location));
    const checkoutPage = await get(`${checkoutUrl.pathname}${checkoutUrl.search}`);
    expect(checkoutPage.statusCode).toBe(200);
    expect(checkoutPage.body).toContain(sentence);
    expect(checkoutPage.body).not.toContain('Objetivo');
    const row = (await eventDonations(ids.show as number)).find((d) => d.amount_cents === 50_000);
    expect((await preferenceOf(t, row?.id ?? '')).title).toBe(sentence);

    // The thank-you page reads the donation's status and says the same sentence from it.
    const status = await t.app.inject({ method: 'GET', url: `/api/donations/${row?.id}/status` });
    expect(status.statusCode, status.body).toBe(200);
    const { donation } = json<{ data: { donation: PublicDonationStatus } }>(status).data;
    expect(
      donationDestination({ creatorName: donation.creator.full_name, goalTitle: donation.goal_title }),
    ).toBe(sentence);
    await t.database.db
      .deleteFrom('donations')
      .where('id', '=', row?.id ?? '')
      .execute();
  });

  it("answers 404 for drafts, other creators' events and ids that are not ids", async () => {
    expect((await get(page('draft'))).statusCode).toBe(404);
    expect((await get(`/e/${ana.user.username}/${ids.bobs}/aportar`)).statusCode).toBe(404);
    expect((await get(`/e/${ana.user.username}/abc/aportar`)).statusCode).toBe(404);
    expect((await get(`/e/${ana.user.username}/99999999999/aportar`)).statusCode).toBe(404);
    expect((await post(page('draft'), { monto: '500' })).statusCode).toBe(404);
    expect((await get(`/e/${ana.user.username}/${ids.draft}/aportar.pdf`)).statusCode).toBe(404);
  });

  it('takes no donations at a cancelled or finished event', async () => {
    const cancelled = await get(page('cancelled'));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain('Este evento fue cancelado y ya no recibe aportes.');
    expect(cancelled.body).not.toContain('name="monto"');
    expect((await get(page('completed'))).body).toContain('Este evento ya terminó y no recibe más aportes.');

    const before = await rowCount(t, 'donations');
    const res = await post(page('cancelled'), { monto: '500' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('Este evento fue cancelado y ya no recibe aportes.');
    const api = await t.app.inject({
      method: 'POST',
      url: `/api/donations/events/${ids.cancelled}/checkout`,
      payload: { amount: 500 },
    });
    expect(api.statusCode).toBe(409);
    expect(await rowCount(t, 'donations')).toBe(before);
  });

  it('refuses a bad amount with its Spanish message, keeps what was typed and creates nothing', async () => {
    const before = await rowCount(t, 'donations');
    const cases: [Record<string, string>, string][] = [
      [{ monto: 'otro', otro_monto: '50' }, DONATION_MESSAGES.amountMin],
      [{ monto: 'otro', otro_monto: '' }, DONATION_MESSAGES.amountRequired],
      [{ monto: 'otro', otro_monto: 'mucho' }, MONEY_MESSAGES.wholePesos],
      [{}, DONATION_MESSAGES.amountRequired],
      [{ monto: '500', nombre: 'x'.repeat(61) }, 'El nombre no puede tener más de 60 caracteres'],
    ];
    for (const [fields, message] of cases) {
      const res = await post(page('show'), { nombre: 'Caro', mensaje: 'Gracias!', ...fields });
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
      expect(res.body).toContain('Revisa los datos marcados.');
    }
    const kept = await post(page('show'), {
      monto: 'otro',
      otro_monto: '50',
      nombre: 'Caro',
      mensaje: 'Gracias!',
    });
    expect(kept.body).toContain('value="Caro"');
    expect(kept.body).toContain('Gracias!</textarea>');
    expect(kept.body).toContain('checked="" value="otro"');
    expect(await rowCount(t, 'donations')).toBe(before);
  });

  it('pays through the checkout, tagged with the event and counted toward the active goal', async () => {
    const res = await post(page('show'), {
      monto: 'otro',
      otro_monto: '1500',
      nombre: 'Caro',
      mensaje: '¡Grande!',
    });
    expect(res.statusCode, res.body).toBe(303);
    const rows = await eventDonations(ids.show as number);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      goal_id: goalId,
      amount_cents: 150_000,
      donor_name: 'Caro',
      message: '¡Grande!',
    });
    expect(res.headers.location).toContain('/simulador/mercadopago/');
    await notify(t, (await payQuietly(t, row?.id ?? '', 'approve')).id, seller);

    const chip = await post(page('show'), { monto: '2000' });
    expect(chip.statusCode).toBe(303);
    const pending = (await eventDonations(ids.show as number)).find((d) => d.amount_cents === 200_000);
    await notify(t, (await payQuietly(t, pending?.id ?? '', 'reject')).id, seller);

    // Approved only: the event page, the donation page and the creator's history agree.
    clock.advance(2000); // past the public read cache
    const event = await get(`/e/${ana.user.username}/${ids.show}`);
    expect(event.body).toMatch(/data-testid="event-gorra-raised">\$\s?1\.500</);
    expect(event.body).toContain(`href="${page('show')}"`);
    expect((await get(page('show'))).body).toMatch(/data-testid="gorra-raised">\$\s?1\.500</);
    const goals = await t.app.inject({ method: 'GET', url: '/api/goals', headers: ana.headers });
    expect(json<{ data: { goal: { current_amount: number } } }>(goals).data.goal.current_amount).toBe(1500);

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/donations/received?event_id=${ids.show}`,
      headers: ana.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    const data = json<{ data: DonationsPage }>(history).data;
    expect(data.stats).toMatchObject({ total_received: 1500, approved_count: 1 });
    expect(data.donations).toHaveLength(2);
    expect(data.donations[0]?.event).toEqual({ id: ids.show, title: 'Show en el Galpón' });
  });

  it("refuses another creator's event in the history filter, and a filter that is not an id", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/donations/received?event_id=${ids.bobs}`,
      headers: ana.headers,
    });
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/donations/received?event_id=abc',
      headers: ana.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(bad).errors[0]).toEqual({
      field: 'event_id',
      message: 'El evento no es válido',
    });
  });

  it('offers the JSON checkout as well, 404 for a draft', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/donations/events/${ids.show}/checkout`,
      payload: { amount: '700', donor_name: 'Lu' },
      remoteAddress: '192.0.2.10',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const draft = await t.app.inject({
      method: 'POST',
      url: `/api/donations/events/${ids.draft}/checkout`,
      payload: { amount: 700 },
      remoteAddress: '192.0.2.11',
    });
    expect(draft.statusCode).toBe(404);
  });

  it('inside an in-app browser first offers to open the browser, and still lets the visitor go on', async () => {
    const android = await get(page('show'), INSTAGRAM_ANDROID);
    expect(android.body).toContain('Abrir en el navegador');
    expect(android.body).toMatch(
      /href="intent:\/\/enlaza\.example\/e\/[^"]+\/aportar#Intent;scheme=https;package=com\.android\.chrome;/,
    );
    expect(android.body).toContain(`href="${page('show')}?seguir=1"`);
    expect(android.body).toContain('Continuar acá');
    expect(android.body).not.toContain('name="monto"');

    const ios = await get(page('show'), FACEBOOK_IOS);
    expect(ios.body).toContain('Toca el menú ••• (arriba o abajo a la derecha).');
    expect(ios.body).not.toContain('intent://');

    const goingOn = await get(`${page('show')}?seguir=1`, INSTAGRAM_ANDROID);
    expect(goingOn.body).toContain('name="monto"');
  });

  it('prints an A6 sheet with the QR of the donation page', async () => {
    const res = await get(`/e/${ana.user.username}/${ids.show}/aportar.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`gorra-evento-${ids.show}.pdf`);
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(body);
    expect(pdf.getPageCount()).toBe(1);
    // A6 portrait: 105 × 148 mm in points.
    const size = pdf.getPage(0).getSize();
    expect([Math.round(size.width), Math.round(size.height)]).toEqual([298, 420]);
    expect(pdf.getTitle()).toBe('Pasar la gorra: Show en el Galpón');
    expect((await get(`/e/${ana.user.username}/${ids.cancelled}/aportar.pdf`)).statusCode).toBe(404);
  });
});
