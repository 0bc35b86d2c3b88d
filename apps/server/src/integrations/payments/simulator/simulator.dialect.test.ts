import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../../test/test-app';
import { registerVerifiedCreator } from '../../../../test/verify-email';
import { seedDemoPaymentConnection } from '../../../cli/seed/demo-connection';
import { DEMO_LOGIN, seedDemo } from '../../../db/seed';
import {
  connectCreator,
  createGoal,
  donation,
  formBody,
  goalRaised,
  startDonation,
} from '../testing/payment-test-helpers';

interface StatusBody {
  data: { donation: { id: string; status: string; amount: number; goal_title: string } };
}

describe('payment simulator, end to end through the app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pathOf = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };

  /** Opens the checkout page and presses one of its buttons; answers the redirect. */
  const pay = async (checkoutUrl: string, resultado: 'aprobar' | 'rechazar' | 'pendiente') => {
    const page = await t.app.inject({ method: 'GET', url: pathOf(checkoutUrl) });
    expect(page.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      ...formBody({ resultado }),
    });
    expect(res.statusCode).toBe(303);
    return { page: page.body, location: new URL(String(res.headers.location)) };
  };

  it('takes a donation from checkout to the goal total', async () => {
    const creator = await registerCreator(t.app, { full_name: 'Lucía Fernández' });
    await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    const { donation_id, checkout_url } = await startDonation(t, goalId, 2500, { donor_name: 'Ana' });
    expect(checkout_url).toMatch(/^http:\/\/localhost:3000\/simulador\/mercadopago\/checkout\//);

    const { page, location } = await pay(checkout_url, 'aprobar');
    expect(page).toContain('<html lang="es-AR">');
    expect(page).toContain(
      'Tu aporte va a la cuenta de Mercado Pago de Lucía Fernández y suma a su objetivo «Grabar el disco».',
    );
    expect(page).toContain('Grabar el disco');
    expect(page).toMatch(/\$\s?2\.500/);
    for (const label of ['Aprobar pago', 'Rechazar pago', 'Dejar pendiente']) expect(page).toContain(label);

    expect(`${location.origin}${location.pathname}`).toBe(`http://localhost:3000/donacion/${donation_id}`);
    expect(location.searchParams.get('resultado')).toBe('aprobado');
    expect(location.searchParams.get('status')).toBe('approved');
    expect(location.searchParams.get('external_reference')).toBe(donation_id);
    const paymentId = location.searchParams.get('payment_id') ?? '';
    expect(paymentId).toMatch(/^\d+$/);

    // The signed notification went through the real webhook pipeline before the redirect.
    const row = await donation(t, donation_id);
    expect(row).toMatchObject({
      mp_status: 'approved',
      mp_payment_id: paymentId,
      amount_cents: 250_000,
      platform_commission_cents: 5_000,
      creator_amount_cents: 245_000,
      payment_method: 'credit_card',
    });
    expect(row.processed_at).not.toBeNull();
    const status = await t.app.inject({ method: 'GET', url: `/api/donations/${donation_id}/status` });
    expect(json<StatusBody>(status).data.donation).toEqual({
      id: donation_id,
      status: 'approved',
      amount: 2500,
      goal_title: 'Grabar el disco',
      creator: { username: creator.user.username, full_name: 'Lucía Fernández' },
    });
    expect(await goalRaised(t, creator.headers)).toBe(2500);

    // Pressing 'Aprobar pago' again (a double click, a reload) charges nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: new URL(checkout_url).pathname,
      ...formBody({ resultado: 'aprobar' }),
    });
    expect(new URL(String(again.headers.location)).searchParams.get('payment_id')).toBe(paymentId);
    const reopened = await t.app.inject({ method: 'GET', url: pathOf(checkout_url) });
    expect(reopened.body).toContain('Este pago ya fue aprobado');
    expect(await goalRaised(t, creator.headers)).toBe(2500);
  });

  it('sends rejected and pending payments back to their own return URLs, counting nothing', async () => {
    const creator = await registerCreator(t.app);
    await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);

    const rejected = await startDonation(t, goalId, 1000);
    const r = await pay(rejected.checkout_url, 'rechazar');
    expect(r.location.searchParams.get('resultado')).toBe('rechazado');
    expect(r.location.searchParams.get('status')).toBe('rejected');
    expect((await donation(t, rejected.donation_id)).mp_status).toBe('rejected');

    const pending = await startDonation(t, goalId, 1000);
    const p = await pay(pending.checkout_url, 'pendiente');
    expect(p.location.searchParams.get('resultado')).toBe('pendiente');
    expect(await donation(t, pending.donation_id)).toMatchObject({
      mp_status: 'pending',
      payment_method: 'cash',
    });

    // The donor retries the rejected checkout and pays: the same donation becomes approved.
    const retry = await pay(rejected.checkout_url, 'aprobar');
    expect(retry.location.searchParams.get('status')).toBe('approved');
    expect((await donation(t, rejected.donation_id)).mp_status).toBe('approved');
    expect(await goalRaised(t, creator.headers)).toBe(1000);
  });

  it('answers unknown checkouts and malformed forms with Spanish pages, not errors', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/simulador/mercadopago/checkout/no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('Pago no encontrado');

    const creator = await registerCreator(t.app);
    await connectCreator(t, creator);
    const { checkout_url } = await startDonation(t, await createGoal(t, creator.headers), 500);
    const path = new URL(checkout_url).pathname;
    const bad = await t.app.inject({ method: 'POST', url: path, ...formBody({ resultado: 'regalar' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Elige una opción de pago');
    const noForm = await t.app.inject({ method: 'POST', url: path, payload: { decision: 'aprobar' } });
    expect(noForm.statusCode).toBe(400);

    const noState = await t.app.inject({ method: 'GET', url: '/simulador/mercadopago/autorizar' });
    expect(noState.statusCode).toBe(400);
    // The simulated code only ever goes back to this site.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/simulador/mercadopago/autorizar?state=abc&redirect_uri=https%3A%2F%2Fevil.example%2Fcb',
    });
    expect(elsewhere.statusCode).toBe(400);
    const post = await t.app.inject({
      method: 'POST',
      url: '/simulador/mercadopago/autorizar',
      ...formBody({ state: 'abc', redirect_uri: 'https://evil.example/cb', decision: 'autorizar' }),
    });
    expect(post.statusCode).toBe(400);
  });

  it('shows an accessible Spanish authorization page with Autorizar and Cancelar', async () => {
    const creator = await registerVerifiedCreator(t);
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/oauth/initiate',
      headers: creator.headers,
    });
    const url = new URL(json<{ data: { redirectUrl: string } }>(init).data.redirectUrl);
    expect(url.pathname).toBe('/simulador/mercadopago/autorizar');
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es-AR">');
    expect(page.body).toMatch(
      /<button type="submit" name="decision" value="autorizar"[^>]*>Autorizar<\/button>/,
    );
    expect(page.body).toMatch(
      /<button type="submit" name="decision" value="cancelar"[^>]*>Cancelar<\/button>/,
    );
    expect(page.body).toContain('<form method="post" action="/simulador/mercadopago/autorizar">');
  });

  it('lets the seeded demo creator take a donation on a fresh install', async () => {
    const fresh = await createTestApp();
    try {
      await seedDemo(fresh.database.db, { now: new Date(), passwordHashCost: 10 });
      const key = fresh.deps.config.encryptionKey;
      expect(
        await seedDemoPaymentConnection(fresh.database.db, { now: new Date(), encryptionKey: key }),
      ).toBe(true);
      // Seeding again (every start) changes nothing.
      expect(
        await seedDemoPaymentConnection(fresh.database.db, { now: new Date(), encryptionKey: key }),
      ).toBe(false);

      const login = await fresh.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
      });
      const headers = { authorization: `Bearer ${json<{ data: { token: string } }>(login).data.token}` };
      const status = await fresh.app.inject({ method: 'GET', url: '/api/mercadopago/status', headers });
      expect(json<{ data: { status: string; simulated: boolean } }>(status).data).toMatchObject({
        status: 'authorized',
        simulated: true,
      });
      const goals = await fresh.app.inject({ method: 'GET', url: '/api/goals', headers });
      const goalId = json<{ data: { goal: { id: number } } }>(goals).data.goal.id;
      const { donation_id, checkout_url } = await startDonation(fresh, goalId, 1500);
      const res = await fresh.app.inject({
        method: 'POST',
        url: new URL(checkout_url).pathname,
        ...formBody({ resultado: 'aprobar' }),
      });
      expect(res.statusCode).toBe(303);
      expect((await donation(fresh, donation_id)).mp_status).toBe('approved');
      expect(await goalRaised(fresh, headers)).toBe(1500);
    } finally {
      await fresh.close();
    }
  });
});
