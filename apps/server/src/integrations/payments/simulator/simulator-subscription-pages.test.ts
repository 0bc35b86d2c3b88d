import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TestClock } from '../../../../test/test-clock';
import { silentLogger } from '../../../lib/logger';
import { formBody, simulatorOf } from '../testing/payment-test-helpers';
import { SimulatorNotifications } from './simulator-webhook';

const CONSENT = '/simulador/mercadopago/suscripcion';
const LIST = '/simulador/mercadopago/suscripciones';

describe('payment simulator: subscription pages and their notifications', () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2026-03-10T15:00:00Z'));
  let creatorSeq = 9_000;

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const pending = async (email = 'fan@example.com') => {
    creatorSeq += 1;
    const sim = simulatorOf(t);
    const token = sim.grantFor(creatorSeq).access_token;
    const plan = await sim.createPlan(token, {
      reason: 'Fan del disco',
      back_url: 'http://localhost:3000/u/ana/mensual/gracias',
      amount: 2000,
    });
    const sub = await sim.createSubscription(token, {
      plan_id: plan.id,
      external_reference: 'nuestro-id',
      payer_email: email,
      reason: 'Fan del disco',
      back_url: 'http://localhost:3000/u/ana/mensual/gracias?ref=nuestro-id',
      amount: 2000,
    });
    return { sim, token, sub };
  };

  const notificationsOf = (resourceId: string) =>
    t.database.db
      .selectFrom('sim_mp_notifications')
      .selectAll()
      .where('payment_id', '=', resourceId)
      .orderBy('created_at')
      .execute();

  const press = (id: string, accion: string) =>
    t.app.inject({ method: 'POST', url: `${LIST}/${id}`, ...formBody({ accion }) });

  it("shows the consent page; 'Cancelar' returns to the site and leaves it pending", async () => {
    const { sim, token, sub } = await pending();
    const page = await t.app.inject({ method: 'GET', url: `${CONSENT}/${sub.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es-AR">');
    for (const text of [
      'Confirmar suscripción',
      'Fan del disco',
      'fan@example.com',
      'Suscribirme',
      'Cancelar',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toMatch(/\$\s2\.000 por mes/);

    const res = await t.app.inject({
      method: 'POST',
      url: `${CONSENT}/${sub.id}`,
      ...formBody({ decision: 'cancelar' }),
    });
    expect(res.statusCode).toBe(302);
    const back = new URL(String(res.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/u/ana/mensual/gracias');
    expect(back.searchParams.get('ref')).toBe('nuestro-id');
    expect(back.searchParams.get('preapproval_id')).toBe(sub.id);
    expect((await sim.getSubscription(token, sub.id)).status).toBe('pending');
    expect(await sim.searchInvoices(token, { preapproval_id: sub.id })).toEqual([]);
  });

  it("'Suscribirme' authorizes, charges the first month, notifies the app signed, and returns once", async () => {
    const { sim, token, sub } = await pending();
    const submit = () =>
      t.app.inject({ method: 'POST', url: `${CONSENT}/${sub.id}`, ...formBody({ decision: 'suscribirme' }) });
    const res = await submit();
    expect(res.statusCode).toBe(302);
    expect(new URL(String(res.headers.location)).searchParams.get('preapproval_id')).toBe(sub.id);
    expect((await sim.getSubscription(token, sub.id)).status).toBe('authorized');
    const invoices = await sim.searchInvoices(token, { preapproval_id: sub.id });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.payment?.status).toBe('approved');

    // Delivered through the app's webhook, signature accepted (a bad one is refused with 401).
    const invoiceNote = await notificationsOf(invoices[0]?.id ?? '');
    expect(invoiceNote).toHaveLength(1);
    expect(invoiceNote[0]).toMatchObject({ topic: 'subscription_authorized_payment', attempts: 1 });
    expect(invoiceNote[0]?.delivered_at).not.toBeNull();
    const subNotes = await notificationsOf(sub.id);
    expect(subNotes.map((n) => n.topic)).toEqual(['subscription_preapproval', 'subscription_preapproval']);
    expect(subNotes.every((n) => n.delivered_at !== null)).toBe(true);

    // Pressing again charges nothing more.
    expect((await submit()).statusCode).toBe(302);
    expect(await sim.searchInvoices(token, { preapproval_id: sub.id })).toHaveLength(1);
    const again = await t.app.inject({ method: 'GET', url: `${CONSENT}/${sub.id}` });
    expect(again.body).toContain('Esta suscripción ya no espera confirmación');
    expect(again.body).not.toContain('value="suscribirme"');
  });

  it("lists every subscription; 'Cobrar mes', 'Rechazar cobro' (three cancel) and 'Pausar' move it on", async () => {
    const { sim, token, sub } = await pending('lista@example.com');
    await sim.authorizeSubscription(sub.id);
    const list = await t.app.inject({ method: 'GET', url: LIST });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="${LIST}/${sub.id}"`);
    expect(list.body).toContain('lista@example.com');
    expect(list.body).toContain('Activa');

    const detail = await t.app.inject({ method: 'GET', url: `${LIST}/${sub.id}` });
    for (const label of ['Cobrar mes', 'Rechazar cobro', 'Pausar', 'Fan del disco']) {
      expect(detail.body).toContain(label);
    }
    // A month's charge is dated when pressed: later than the first one, so the newest comes first.
    clock.advance(60_000);
    const charged = await press(sub.id, 'cobrar');
    expect(charged.statusCode).toBe(303);
    expect(charged.headers.location).toBe(`${LIST}/${sub.id}?hecho=cobrado`);
    const after = await t.app.inject({ method: 'GET', url: String(charged.headers.location) });
    expect(after.body).toContain('Mes cobrado. Mercado Pago le avisó al sitio.');
    expect(after.body).toContain('Cobrado');
    const invoices = await sim.searchInvoices(token, { preapproval_id: sub.id });
    expect(invoices.map((i) => i.payment?.status)).toEqual(['approved', 'approved']);
    expect((await notificationsOf(invoices[0]?.id ?? ''))[0]?.delivered_at).not.toBeNull();

    // 'Rechazar cobro' (issue 34): the bank refused, the provider retries: the invoice stays open with its next retry.
    const declined = await press(sub.id, 'rechazar');
    expect(declined.headers.location).toBe(`${LIST}/${sub.id}?hecho=rechazado`);
    const retrying = await t.app.inject({ method: 'GET', url: String(declined.headers.location) });
    expect(retrying.body).toContain('Mercado Pago reintentará el cobro');
    expect(retrying.body).toContain('próximo reintento');
    const open = (await sim.searchInvoices(token, { preapproval_id: sub.id })).find(
      (i) => i.status === 'recycling',
    );
    expect(open).toMatchObject({ status: 'recycling', payment: { status: 'rejected' } });
    expect(open?.next_retry_date).not.toBeNull();
    expect((await sim.getSubscription(token, sub.id)).status).toBe('authorized');

    // 'Rechazar sin reintentos': a month refused for good; the third cancels.
    for (let i = 0; i < 3; i += 1) expect((await press(sub.id, 'agotar')).statusCode).toBe(303);
    const read = await sim.getSubscription(token, sub.id);
    expect(read.status).toBe('cancelled');
    const ended = await t.app.inject({ method: 'GET', url: `${LIST}/${sub.id}` });
    expect(ended.body).toContain('Cancelada');
    expect(ended.body).not.toContain('value="cobrar"');
    expect((await press(sub.id, 'cobrar')).statusCode).toBe(409);
    expect(await sim.searchInvoices(token, { preapproval_id: sub.id })).toHaveLength(6);

    const other = await pending();
    await sim.authorizeSubscription(other.sub.id);
    expect((await press(other.sub.id, 'pausar')).statusCode).toBe(303);
    expect((await sim.getSubscription(other.token, other.sub.id)).status).toBe('paused');
    const paused = await t.app.inject({ method: 'GET', url: `${LIST}/${other.sub.id}?hecho=pausado` });
    expect(paused.body).toContain('Pausada');
  });

  it('answers unknown subscriptions and actions in Spanish without changing anything', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${CONSENT}/nope` })).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: `${LIST}/nope` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Suscripción no encontrada');
    const { sim, token, sub } = await pending();
    const bad = await t.app.inject({
      method: 'POST',
      url: `${CONSENT}/${sub.id}`,
      ...formBody({ decision: 'x' }),
    });
    expect(bad.statusCode).toBe(400);
    expect((await press(sub.id, 'regalar')).statusCode).toBe(400);
    // Pending: nothing to charge yet.
    expect((await press(sub.id, 'cobrar')).statusCode).toBe(409);
    expect((await sim.getSubscription(token, sub.id)).status).toBe('pending');
  });

  it('sends a notification the app did not acknowledge again, with back-off', async () => {
    const notifications = new SimulatorNotifications(
      t.database.db,
      clock,
      t.deps.config.payments.webhookSecret,
      silentLogger,
    );
    // Earlier tests' notifications out of the way.
    while ((await notifications.resendDue(t.app)) > 0);
    const { sim, sub } = await pending();
    const authorized = await sim.authorizeSubscription(sub.id);
    const invoiceNote = authorized?.notificationIds[1] ?? '';
    // The app's address answers 404 for now: the delivery is not acknowledged.
    await t.database.db
      .updateTable('sim_mp_notifications')
      .set({ notification_url: 'http://localhost:3000/api/webhooks/no-existe' })
      .where('id', '=', invoiceNote)
      .execute();
    expect(await notifications.deliver(t.app, invoiceNote)).toBe(404);
    await t.database.db
      .updateTable('sim_mp_notifications')
      .set({ notification_url: 'http://localhost:3000/api/webhooks/mercadopago?source_news=webhooks' })
      .where('id', '=', invoiceNote)
      .execute();
    // The other two were never sent: due now. The refused one waits for its back-off.
    expect(await notifications.resendDue(t.app)).toBe(2);
    clock.advance(30_000);
    expect(await notifications.resendDue(t.app)).toBe(1);
    const row = await t.database.db
      .selectFrom('sim_mp_notifications')
      .selectAll()
      .where('id', '=', invoiceNote)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 2, topic: 'subscription_authorized_payment' });
    expect(row.delivered_at).not.toBeNull();
  });
});
