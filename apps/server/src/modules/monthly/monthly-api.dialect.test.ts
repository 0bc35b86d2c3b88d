import { formatARS } from '@enlaza/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  connectCreator,
  createGoal,
  deliverSimulated,
  formBody,
  simulatorOf,
} from '../../integrations/payments/testing/payment-test-helpers';
import { authorize, createTier, nextIp, subscribe, subscriptionRow } from './testing/monthly-test-helpers';

type Headers = Record<string, string>;

describe('monthly support: tiers, subscribe pages, supporters and cancelling (SQLite and PostgreSQL)', () => {
  // The subscribe and return pages are rendered with the web app's components.
  const web = createWebDistFixture();
  let t: TestApp;
  const clock = new TestClock(new Date('2026-04-15T15:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir } });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  }, 180_000);

  const connected = async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    await createGoal(t, creator.headers, 500_000);
    return { creator, seller, headers: creator.headers as Headers, username: creator.user.username };
  };

  const tierReq = (headers: Headers, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('needs Mercado Pago connected; checks each field in Spanish; at most 3 tiers, each a plan on the creator account', async () => {
    const bare = await registerCreator(t.app);
    const refused = await tierReq(bare.headers, 'POST', '/api/monthly/tiers', { name: 'Fan', amount: 2000 });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('Conecta tu cuenta de Mercado Pago para ofrecer aportes mensuales');

    const { headers, seller } = await connected();
    const bad = await tierReq(headers, 'POST', '/api/monthly/tiers', {
      name: '',
      amount: 99,
      description: 'x'.repeat(201),
    });
    expect(bad.statusCode).toBe(400);
    const errors = json<{ errors: { field: string; message: string }[] }>(bad).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'El nombre del nivel es requerido' },
        { field: 'amount', message: 'El monto mensual mínimo es $ 100' },
        { field: 'description', message: 'La descripción no puede tener más de 200 caracteres' },
      ]),
    );
    for (const [amount, message] of [
      [250_001, 'El monto mensual máximo es $ 250.000'],
      [150.5, 'El monto mensual debe ser un número entero de pesos'],
    ] as const) {
      const res = await tierReq(headers, 'POST', '/api/monthly/tiers', { name: 'Fan', amount });
      expect(json<{ errors: { field: string; message: string }[] }>(res).errors).toEqual([
        { field: 'amount', message },
      ]);
    }
    const long = await tierReq(headers, 'POST', '/api/monthly/tiers', { name: 'x'.repeat(41), amount: 2000 });
    expect(json<{ errors: unknown[] }>(long).errors).toEqual([
      { field: 'name', message: 'El nombre no puede tener más de 40 caracteres' },
    ]);

    const ids = [];
    for (const amount of [1000, 2000, 5000])
      ids.push(await createTier(t, headers, amount, `Nivel ${amount}`));
    const fourth = await tierReq(headers, 'POST', '/api/monthly/tiers', { name: 'Otro', amount: 100 });
    expect(fourth.statusCode).toBe(409);
    expect(json(fourth).message).toBe('Puedes tener hasta 3 niveles mensuales');

    const plans = await t.database.db
      .selectFrom('sim_mp_plans')
      .selectAll()
      .where('collector_id', '=', seller)
      .execute();
    expect(plans.map((p) => p.amount_cents).sort((a, b) => a - b)).toEqual([100_000, 200_000, 500_000]);
    const list = await t.app.inject({ method: 'GET', url: '/api/monthly/tiers', headers });
    const tiers = json<{ data: { tiers: Record<string, unknown>[] } }>(list).data.tiers;
    expect(tiers.map((x) => x.amount)).toEqual([1000, 2000, 5000]);
    expect(tiers[0]).toEqual({
      id: ids[0],
      name: 'Nivel 1000',
      amount: 1000,
      description: 'Un tema nuevo por mes',
      active: true,
      active_supporters: 0,
      amount_locked: false,
      created_at: expect.any(String),
      // A fixed tier (issue 33: not indexed).
      indexing: null,
      next_adjustment: null,
      adjustment: null,
      yearly_amount: null,
      open_amount_min: null,
      free_trial: false,
    });
    expect(JSON.stringify(tiers)).not.toContain('mp_plan');
  });

  it("reads a tier's amount as a donor's ('1.500' is 1500 pesos), on creating and on editing", async () => {
    const { headers, seller } = await connected();
    const created = await tierReq(headers, 'POST', '/api/monthly/tiers', { name: 'Fan', amount: '1.500' });
    expect(created.statusCode).toBe(201);
    const tier = json<{ data: { tier: { id: number; amount: number } } }>(created).data.tier;
    expect(tier.amount).toBe(1500);
    const edited = await tierReq(headers, 'PUT', `/api/monthly/tiers/${tier.id}`, {
      name: 'Fan',
      amount: '2.000',
    });
    expect(edited.statusCode).toBe(200);
    expect(json<{ data: { tier: { amount: number } } }>(edited).data.tier.amount).toBe(2000);
    const plans = await t.database.db
      .selectFrom('sim_mp_plans')
      .select('amount_cents')
      .where('collector_id', '=', seller)
      .execute();
    expect(plans.map((p) => p.amount_cents).sort((a, b) => a - b)).toEqual([150_000, 200_000]);
    for (const amount of ['1.500,50', '1500.50', '1.5', '-1.500', '1e3']) {
      const res = await tierReq(headers, 'POST', '/api/monthly/tiers', { name: 'Otro', amount });
      expect(json<{ errors: unknown[] }>(res).errors, amount).toEqual([
        { field: 'amount', message: 'El monto mensual debe ser un número entero de pesos' },
      ]);
    }
  });

  it('locks the amount while a tier has active supporters; closing it closes the plan; delete only without supporters', async () => {
    const { headers, username } = await connected();
    const tierId = await createTier(t, headers);
    const { providerId } = await subscribe(t, username, tierId);
    await authorize(t, providerId);

    const locked = await tierReq(headers, 'PUT', `/api/monthly/tiers/${tierId}`, {
      name: 'Fan',
      amount: 3000,
    });
    expect(locked.statusCode).toBe(409);
    expect(json<{ errors: unknown[] }>(locked).errors).toEqual([
      {
        field: 'amount',
        message:
          'No puedes cambiar el monto de un nivel con aportes activos o pausados. Crea otro nivel y cierra este a nuevos aportes.',
      },
    ]);
    const closed = await tierReq(headers, 'PUT', `/api/monthly/tiers/${tierId}`, {
      name: 'Fan del disco',
      amount: 2000,
      description: 'Cerrado',
      active: false,
    });
    expect(closed.statusCode).toBe(200);
    expect(
      json<{ data: { tier: { active: boolean; active_supporters: number } } }>(closed).data.tier,
    ).toMatchObject({
      active: false,
      active_supporters: 1,
    });
    const tier = await t.database.db
      .selectFrom('monthly_tiers')
      .select('mp_plan_id')
      .where('id', '=', tierId)
      .executeTakeFirstOrThrow();
    const plan = await t.database.db
      .selectFrom('sim_mp_plans')
      .select('status')
      .where('id', '=', tier.mp_plan_id as string)
      .executeTakeFirstOrThrow();
    expect(plan.status).toBe('inactive');
    // Closed: not on the public page, and its subscribe page is gone.
    const pub = await t.app.inject({ method: 'GET', url: `/api/public/${username}` });
    expect(json<{ data: { user: { monthly_tiers: unknown[] } } }>(pub).data.user.monthly_tiers).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/u/${username}/mensual/${tierId}` })).statusCode).toBe(
      404,
    );

    const del = await tierReq(headers, 'DELETE', `/api/monthly/tiers/${tierId}`);
    expect(del.statusCode).toBe(409);
    expect(json(del).message).toBe(
      'Este nivel tiene aportes: ciérralo a nuevos aportes en lugar de eliminarlo.',
    );

    // A tier nobody subscribed to: its amount may change (a new plan) and it may be deleted.
    const free = await createTier(t, headers, 1500, 'Libre');
    const moved = await tierReq(headers, 'PUT', `/api/monthly/tiers/${free}`, {
      name: 'Libre',
      amount: 1800,
    });
    expect(json<{ data: { tier: { amount: number } } }>(moved).data.tier.amount).toBe(1800);
    expect((await tierReq(headers, 'DELETE', `/api/monthly/tiers/${free}`)).statusCode).toBe(200);
  });

  it("one 'active' everywhere: a paused supporter counts neither on the tier card nor in the figures, yet locks the amount", async () => {
    const { headers, username } = await connected();
    const tierId = await createTier(t, headers);
    const { providerId, ourId } = await subscribe(t, username, tierId);
    await authorize(t, providerId);
    const tierOf = async () =>
      json<{ data: { tiers: { id: number; active_supporters: number; amount_locked: boolean }[] } }>(
        await t.app.inject({ method: 'GET', url: '/api/monthly/tiers', headers }),
      ).data.tiers.find((tier) => tier.id === tierId);
    const summary = async () =>
      json<{ data: { summary: { active: number } } }>(
        await t.app.inject({ method: 'GET', url: '/api/monthly/supporters', headers }),
      ).data.summary.active;
    expect(await tierOf()).toMatchObject({ active_supporters: 1, amount_locked: true });
    expect(await summary()).toBe(1);

    const paused = await simulatorOf(t).pauseSubscription(providerId);
    await deliverSimulated(t, paused?.notificationIds ?? []);
    expect((await subscriptionRow(t, ourId)).status).toBe('paused');
    expect(await summary()).toBe(0);
    expect(await tierOf()).toMatchObject({ active_supporters: 0, amount_locked: true });
    const moved = await tierReq(headers, 'PUT', `/api/monthly/tiers/${tierId}`, {
      name: 'Fan',
      amount: 3000,
    });
    expect(moved.statusCode).toBe(409);
    const renamed = await tierReq(headers, 'PUT', `/api/monthly/tiers/${tierId}`, {
      name: 'Fan',
      amount: 2000,
    });
    expect(json<{ data: { tier: unknown } }>(renamed).data.tier).toMatchObject({
      active_supporters: 0,
      amount_locked: true,
    });
  });

  it('the public answer carries the active tiers; the subscribe page works without JavaScript', async () => {
    const { headers, username } = await connected();
    const tierId = await createTier(t, headers);
    const pub = await t.app.inject({ method: 'GET', url: `/api/public/${username}` });
    expect(json<{ data: { user: { monthly_tiers: unknown[] } } }>(pub).data.user.monthly_tiers).toEqual([
      {
        id: tierId,
        name: 'Fan del disco',
        amount: 2000,
        description: 'Un tema nuevo por mes',
        indexing: null,
        next_adjustment: null,
        yearly_amount: null,
        open_amount_min: null,
        free_trial: false,
      },
    ]);

    const page = await t.app.inject({ method: 'GET', url: `/u/${username}/mensual/${tierId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Fan del disco');
    expect(page.body).toContain(`${formatARS(2000)} por mes`);
    expect(page.body).toMatch(
      new RegExp(`<form [^>]*action="/u/${username}/mensual/${tierId}" method="post"`),
    );
    expect(page.body).toContain('Suscribirme');
    expect(page.body).toContain('href="/baja"');

    // Field errors re-render the form with the values kept.
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/u/${username}/mensual/${tierId}`,
      remoteAddress: nextIp(),
      ...formBody({ supporter_name: 'Lucía', email: 'no-es-un-email', message: 'Hola' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Ingresa un email válido');
    expect(wrong.body).toContain('value="Lucía"');
    expect(wrong.body).toContain('aria-invalid="true"');
    const missing = await t.app.inject({
      method: 'POST',
      url: `/u/${username}/mensual/${tierId}`,
      remoteAddress: nextIp(),
      ...formBody({ supporter_name: '' }),
    });
    expect(missing.body).toContain('El email es requerido');
    // Nothing was created by the refused posts.
    expect(
      await t.database.db
        .selectFrom('monthly_subscriptions')
        .select('id')
        .where('tier_id', '=', tierId)
        .execute(),
    ).toEqual([]);

    // A valid post: our pending row, then 303 to the provider's consent page.
    const { ourId, providerId, location } = await subscribe(t, username, tierId, {
      email: 'Ana@Example.com',
    });
    expect(location).toBe(`http://localhost:3000/simulador/mercadopago/suscripcion/${providerId}`);
    const row = await subscriptionRow(t, ourId);
    expect(row).toMatchObject({
      status: 'pending',
      supporter_email: 'ana@example.com',
      supporter_name: null,
      amount_cents: 200_000,
    });
    const sub = await simulatorOf(t).subscriptions.find(providerId);
    expect(sub).toMatchObject({ external_reference: ourId, payer_email: 'ana@example.com' });
    expect(sub?.back_url).toBe(`http://localhost:3000/u/${username}/mensual/gracias?ref=${ourId}`);
  });

  it('without JavaScript end to end: form → consent page → Suscribirme → /gracias shows it active, first month charged', async () => {
    const { headers, username } = await connected();
    const tierId = await createTier(t, headers);
    const { ourId, location } = await subscribe(t, username, tierId);
    const consentPath = new URL(location).pathname;
    const consent = await t.app.inject({ method: 'GET', url: consentPath });
    expect(consent.statusCode).toBe(200);
    expect(consent.body).toContain('Suscribirme');
    const pressed = await t.app.inject({
      method: 'POST',
      url: consentPath,
      ...formBody({ decision: 'suscribirme' }),
    });
    expect(pressed.statusCode).toBe(302);
    const back = new URL(String(pressed.headers.location));
    expect(back.pathname).toBe(`/u/${username}/mensual/gracias`);
    expect(back.searchParams.get('ref')).toBe(ourId);
    const thanks = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(thanks.body).toContain('¡Listo! Tu aporte mensual está activo.');
    expect((await subscriptionRow(t, ourId)).status).toBe('authorized');
    const charged = await t.database.db
      .selectFrom('donations')
      .select(['kind', 'mp_status'])
      .where('subscription_id', '=', ourId)
      .execute();
    expect(charged).toEqual([{ kind: 'monthly', mp_status: 'approved' }]);
  });

  it('/gracias shows the status the provider reports, never the query string', async () => {
    const { headers, username } = await connected();
    const tierId = await createTier(t, headers);
    const { ourId, providerId } = await subscribe(t, username, tierId);
    const pending = await t.app.inject({
      method: 'GET',
      url: `/u/${username}/mensual/gracias?ref=${ourId}&status=authorized&collection_status=approved`,
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.body).toContain('todavía no está confirmado');
    expect(pending.body).not.toContain('está activo');

    // Confirmed at the provider but no notification came: the return page reads it and applies it.
    await authorize(t, providerId, true);
    const back = await t.app.inject({
      method: 'GET',
      url: `/u/${username}/mensual/gracias?preapproval_id=${providerId}`,
    });
    expect(back.body).toContain('¡Listo! Tu aporte mensual está activo.');
    expect((await subscriptionRow(t, ourId)).status).toBe('authorized');

    const unknown = await t.app.inject({
      method: 'GET',
      url: `/u/${username}/mensual/gracias?ref=00000000-0000-4000-8000-000000000000`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No encontramos este aporte mensual.');
  });

  it('the supporters list, its figures and the creator cancel: never an email; another creator sees and touches none of it', async () => {
    const a = await connected();
    const b = await connected();
    const tierId = await createTier(t, a.headers);
    const first = await subscribe(t, a.username, tierId, {
      supporter_name: 'Lucía',
      email: 'lucia@example.com',
    });
    const second = await subscribe(t, a.username, tierId, { email: 'sin-nombre@example.com' });
    await authorize(t, first.providerId);
    await authorize(t, second.providerId);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/monthly/supporters?status=authorized',
      headers: a.headers,
    });
    expect(res.statusCode).toBe(200);
    const data = json<{
      data: { supporters: Record<string, unknown>[]; summary: unknown; pagination: unknown };
    }>(res).data;
    expect(data.summary).toEqual({
      active: 2,
      monthly_income: 4000,
      cancelled_this_month: 0,
      payment_failed: 0,
      active_gifts: 0,
    });
    expect(data.supporters).toHaveLength(2);
    expect(data.supporters).toContainEqual({
      id: first.ourId,
      name: 'Lucía',
      message: null,
      tier: { id: tierId, name: 'Fan del disco', amount: 2000 },
      frequency: 'monthly',
      amount: 2000,
      status: 'authorized',
      since: expect.any(String),
      last_charge_at: expect.any(String),
      next_charge_at: expect.any(String),
      kind: 'subscription',
      ends_at: null,
      next_retry_at: null,
      failure_reason: null,
      cancel_reason: null,
    });
    expect(data.supporters).toContainEqual(expect.objectContaining({ id: second.ourId, name: null }));
    expect(res.body).not.toContain('@example.com');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/monthly/supporters?status=nada', headers: a.headers }))
        .statusCode,
    ).toBe(400);

    // Another creator: no tiers, no supporters, and A's rows answer 404.
    const theirs = await t.app.inject({ method: 'GET', url: '/api/monthly/supporters', headers: b.headers });
    expect(json<{ data: { supporters: unknown[]; summary: unknown } }>(theirs).data).toMatchObject({
      supporters: [],
      summary: { active: 0, monthly_income: 0, cancelled_this_month: 0, payment_failed: 0, active_gifts: 0 },
    });
    expect(
      json<{ data: { tiers: unknown[] } }>(
        await t.app.inject({ method: 'GET', url: '/api/monthly/tiers', headers: b.headers }),
      ).data.tiers,
    ).toEqual([]);
    expect(
      (await tierReq(b.headers, 'PUT', `/api/monthly/tiers/${tierId}`, { name: 'Mío', amount: 100 }))
        .statusCode,
    ).toBe(404);
    expect((await tierReq(b.headers, 'DELETE', `/api/monthly/tiers/${tierId}`)).statusCode).toBe(404);
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/monthly/supporters/${first.ourId}/cancel`,
      headers: b.headers,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await subscriptionRow(t, first.ourId)).status).toBe('authorized');
    // B's subscribe page does not take A's tier.
    expect(
      (await t.app.inject({ method: 'GET', url: `/u/${b.username}/mensual/${tierId}` })).statusCode,
    ).toBe(404);

    // The creator cancels: the provider first, then ours, with a code and the creator's alert.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/monthly/supporters/${first.ourId}/cancel`,
      headers: a.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(json<{ data: { supporter: { status: string } } }>(cancel).data.supporter.status).toBe('cancelled');
    expect((await simulatorOf(t).subscriptions.find(first.providerId))?.status).toBe('cancelled');
    expect(await subscriptionRow(t, first.ourId)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'creator',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/monthly/supporters/${first.ourId}/cancel`,
      headers: a.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Este aporte mensual ya está cancelado');
    const after = await t.app.inject({ method: 'GET', url: '/api/monthly/supporters', headers: a.headers });
    expect(json<{ data: { summary: unknown } }>(after).data.summary).toEqual({
      active: 1,
      monthly_income: 2000,
      cancelled_this_month: 1,
      payment_failed: 0,
      active_gifts: 0,
    });
  });

  it('mails: the supporter gets "Tu aporte mensual está activo" and a receipt with the /baja link; the creator an alert', async () => {
    const { creator, headers, username } = await connected();
    const tierId = await createTier(t, headers);
    const { providerId } = await subscribe(t, username, tierId, {
      supporter_name: 'Mara',
      email: 'mara@example.com',
    });
    const event = await authorize(t, providerId);
    await t.deps.mailQueue.runOnce();
    const outbox = await t.outbox();
    const toMara = outbox.filter((m) => m.to === 'mara@example.com');
    const active = toMara.find((m) => m.subject === 'Tu aporte mensual está activo');
    expect(active?.html).toContain('http://localhost:3000/baja');
    const receipt = toMara.find(
      (m) => m.subject === `Comprobante de tu aporte mensual a ${creator.body.full_name}`,
    );
    expect(receipt?.text).toContain(event.invoice?.payment_id as string);
    expect(receipt?.html).toContain('http://localhost:3000/baja');
    expect(receipt?.text).toContain(formatARS(2000));
    const alert = outbox.find(
      (m) => m.to === creator.body.email && m.subject.startsWith('Tienes un nuevo aporte mensual'),
    );
    expect(alert?.text).toContain('Mara');
  });
});
