import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { runIndicesAdjust } from '../../cli/indices-adjust-cli';
import { connectCreator } from '../../integrations/payments/testing/payment-test-helpers';
import { renderMail } from '../mail-queue/render-mail';
import {
  authorize,
  chargeMonth,
  createTier,
  subscribe,
  subscriptionRow,
} from './testing/monthly-test-helpers';

type Headers = Record<string, string>;
type Creator = Awaited<ReturnType<typeof registerCreator>>;
type Tier = { id: number; amount: number; indexing: unknown; next_adjustment: unknown; adjustment: unknown };

/** Noon in Argentina on that day. */
const noon = (day: string) => new Date(`${day}T15:00:00Z`);

describe('indexed monthly tiers: estimates, notice and apply stages (SQLite and PostgreSQL, simulator)', () => {
  let t: TestApp;
  const clock = new TestClock(noon('2024-01-31'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close(), 180_000);

  /** Moves the clock to noon of `day` and stores the indices as the daily job would. */
  const goTo = async (day: string) => {
    clock.advance(noon(day).getTime() - clock.now().getTime());
    await t.deps.indices.refreshDue();
  };
  /** Sessions last 7 days: after a jump, the creator logs in again. */
  const login = async (creator: Creator): Promise<Headers> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.body.email, password: creator.body.password },
    });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${json<{ data: { token: string } }>(res).data.token}` };
  };
  const setIndexing = (headers: Headers, tierId: number, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/monthly/tiers/${tierId}/indexing`, headers, payload: body });
  const publicTiers = async (username: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/${username}` });
    return json<{ data: { user: { monthly_tiers: Tier[] } } }>(res).data.user.monthly_tiers;
  };
  const mails = (kind: string) =>
    t.database.db.selectFrom('mail_queue').selectAll().where('kind', '=', kind).orderBy('id').execute();
  const adjust = async (day: string) => {
    const answer = await runIndicesAdjust(t.deps, ['--date', day]);
    expect(answer.code).toBe(0);
    return answer.text.replace(/\u00a0/g, ' ');
  };

  it('a leap February: every month by UVA from 2024-01-31 adjusts on 1/3/2024, noticed on 23/2, capped at 10 %', async () => {
    const creator = await registerCreator(t.app);
    await connectCreator(t, creator);
    await t.deps.indices.refreshDue();
    const tierId = await createTier(t, creator.headers, 2000);
    const set = await setIndexing(creator.headers, tierId, {
      index: 'uva',
      every_months: 1,
      cap_pct: 10,
      round_to: 100,
    });
    expect(set.statusCode).toBe(200);
    expect(json<{ data: { tier: Tier } }>(set).data.tier).toMatchObject({
      indexing: { index: 'uva', every_months: 1, cap_pct: 10, round_to: 100, usd_amount: null },
      // Base: UVA 472.62 on 2024-01-01; nothing newer yet.
      next_adjustment: { date: '2024-03-01', estimated_amount: 2000 },
      adjustment: { stage: 'estimated', failed_supporters: 0, clamped: false },
    });
    await goTo('2024-02-22');
    // 29/2 is the horizon: 1/3 is not within 7 days yet.
    expect(await adjust('2024-02-22')).not.toContain(`Nivel ${tierId} `);
    await goTo('2024-02-23');
    // 2000 × 533.12 / 472.62 = 2256.0: capped at + 10 % → 2200.
    expect((await publicTiers(creator.user.username))[0]?.next_adjustment).toEqual({
      date: '2024-03-01',
      estimated_amount: 2200,
    });
    expect(await adjust('2024-02-23')).toContain(
      `Nivel ${tierId} (Fan del disco): aviso enviado a 0 aportantes`,
    );
    const headers = await login(creator);
    expect((await setIndexing(headers, tierId, { index: 'none' })).statusCode).toBe(200);
  }, 120_000);

  it('ipc, uva and usd_oficial follow the shipped series; supporters are told once, then charged the new amount', async () => {
    await goTo('2025-03-20');
    const creator = await registerCreator(t.app);
    await connectCreator(t, creator);
    const username = creator.user.username;
    const ipcTier = await createTier(t, creator.headers, 2000);
    const uvaTier = await createTier(t, creator.headers, 3000, 'Banda UVA');
    const usdTier = await createTier(t, creator.headers, 3000, 'Dólar');
    const bad = await setIndexing(creator.headers, ipcTier, {
      index: 'eur',
      every_months: 2,
      cap_pct: 80,
      round_to: 7,
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(bad).errors).toEqual(
      expect.arrayContaining([
        {
          field: 'index',
          message: 'Elige cómo se ajusta el nivel: monto fijo, inflación (IPC), UVA o dólar oficial',
        },
        { field: 'every_months', message: 'Elige cada cuántos meses se ajusta: 1, 3 o 6' },
        { field: 'cap_pct', message: 'El tope por ajuste va de 1 % a 50 %' },
        { field: 'round_to', message: 'Elige el redondeo: $ 10, $ 100 o $ 500' },
      ]),
    );
    const noDollars = await setIndexing(creator.headers, usdTier, { index: 'usd_oficial' });
    expect(json<{ errors: { field: string }[] }>(noDollars).errors).toEqual([
      { field: 'usd_amount', message: 'Ingresa el monto en dólares: un número entero de US$ 1 a US$ 1.000' },
    ]);
    const base = { every_months: 3, round_to: 10 };
    for (const [tierId, body] of [
      [ipcTier, { index: 'ipc', cap_pct: 10 }],
      [uvaTier, { index: 'uva', cap_pct: 5 }],
      [usdTier, { index: 'usd_oficial', cap_pct: 50, usd_amount: 3 }],
    ] as const) {
      expect((await setIndexing(creator.headers, tierId, { ...base, ...body })).statusCode).toBe(200);
    }

    // Another creator's tier: not theirs to index or skip, and never touched.
    const other = await registerCreator(t.app);
    await connectCreator(t, other);
    const otherTier = await createTier(t, other.headers, 2000);
    expect((await setIndexing(other.headers, ipcTier, { index: 'ipc' })).statusCode).toBe(404);
    const otherSkip = await t.app.inject({
      method: 'POST',
      url: `/api/monthly/tiers/${ipcTier}/indexing/skip`,
      headers: other.headers,
    });
    expect(otherSkip.statusCode).toBe(404);
    const otherSub = await subscribe(t, other.user.username, otherTier, {
      supporter_name: 'Otro',
      email: 'otro@example.com',
      message: '',
    });
    await authorize(t, otherSub.providerId);

    // Two paying supporters on the IPC tier, one who left.
    const ana = await subscribe(t, username, ipcTier, {
      supporter_name: 'Ana',
      email: 'ana-ix@example.com',
      message: '',
    });
    const beto = await subscribe(t, username, ipcTier, {
      supporter_name: 'Beto',
      email: 'beto-ix@example.com',
      message: '',
    });
    const gone = await subscribe(t, username, ipcTier, {
      supporter_name: 'Ceci',
      email: 'ceci-ix@example.com',
      message: '',
    });
    for (const s of [ana, beto, gone]) await authorize(t, s.providerId);
    await t.database.db
      .updateTable('monthly_subscriptions')
      .set({ status: 'cancelled' })
      .where('id', '=', gone.ourId)
      .execute();

    await goTo('2025-06-24');
    const tiers = await publicTiers(username);
    const byId = new Map(tiers.map((tier) => [tier.id, tier]));
    // IPC Mar–May 2025: 2000 × 1.037 × 1.028 × 1.015 = 2164.05 → 2160.
    expect(byId.get(ipcTier)).toMatchObject({
      indexing: { index: 'ipc', every_months: 3, cap_pct: 10, round_to: 10, usd_amount: null },
      next_adjustment: { date: '2025-07-01', estimated_amount: 2160 },
    });
    // UVA 1456.46 → 1580.62 is + 8.5 %: capped at 5 % → 3150.
    expect(byId.get(uvaTier)?.next_adjustment).toEqual({ date: '2025-07-01', estimated_amount: 3150 });
    // US$ 3 × 1205.00 = 3615 → 3620.
    expect(byId.get(usdTier)).toMatchObject({
      indexing: { index: 'usd_oficial', usd_amount: 3 },
      next_adjustment: { date: '2025-07-01', estimated_amount: 3620 },
    });

    const noticed = await adjust('2025-06-24');
    expect(noticed).toContain(
      `Nivel ${ipcTier} (Fan del disco): aviso enviado a 2 aportantes y al creador: $ 2.000 → $ 2.160 desde el 2025-07-01.`,
    );
    const notices = (await mails('monthly_adjustment_notice')).filter((m) => m.user_id === creator.user.id);
    expect(notices.map((m) => m.recipient).sort()).toEqual(['ana-ix@example.com', 'beto-ix@example.com']);
    const rendered = await renderMail(
      'monthly_adjustment_notice',
      JSON.parse(notices[0]?.payload ?? '{}'),
      'https://enlaza.example',
    );
    rendered.text = rendered.text.replace(/\u00a0/g, ' ');
    expect(rendered.text).toContain('pasa de $ 2.000 a $ 2.160 desde el 1/7/2025');
    expect(rendered.text).toContain('Inflación acumulada (IPC del INDEC) de marzo 2025 a mayo 2025: 8,2 %.');
    expect(rendered.text).toContain('https://enlaza.example/baja');
    const toCreator = (await mails('monthly_adjustment_creator')).filter(
      (m) => m.user_id === creator.user.id,
    );
    expect(toCreator).toHaveLength(3);
    expect((await mails('monthly_adjustment_notice')).filter((m) => m.user_id === other.user.id)).toEqual([]);

    // Running the day again (and the next) tells nobody twice.
    const before =
      (await mails('monthly_adjustment_notice')).length + (await mails('monthly_adjustment_creator')).length;
    await adjust('2025-06-24');
    await adjust('2025-06-25');
    expect(
      (await mails('monthly_adjustment_notice')).length + (await mails('monthly_adjustment_creator')).length,
    ).toBe(before);

    // 'Esta vez no ajustar' on the UVA tier, before its day.
    const headers = await login(creator);
    const skip = await t.app.inject({
      method: 'POST',
      url: `/api/monthly/tiers/${uvaTier}/indexing/skip`,
      headers,
    });
    expect(skip.statusCode).toBe(200);
    expect(json<{ data: { tier: Tier } }>(skip).data.tier.adjustment).toMatchObject({
      stage: 'skipped',
      skipped_date: '2025-07-01',
    });

    await goTo('2025-07-01');
    expect(await adjust('2025-07-01')).toContain(
      `Nivel ${ipcTier}: $ 2.160 desde el 2025-07-01: 2 aportes cambiados en Mercado Pago, 0 fallaron`,
    );
    for (const s of [ana, beto]) {
      expect((await subscriptionRow(t, s.ourId)).amount_cents).toBe(216_000);
      const sim = await t.database.db
        .selectFrom('sim_mp_subscriptions')
        .select('amount_cents')
        .where('id', '=', s.providerId)
        .executeTakeFirstOrThrow();
      expect(sim.amount_cents).toBe(216_000);
    }
    expect((await subscriptionRow(t, gone.ourId)).amount_cents).toBe(200_000);
    expect((await subscriptionRow(t, otherSub.ourId)).amount_cents).toBe(200_000);
    const after = new Map((await publicTiers(username)).map((tier) => [tier.id, tier]));
    expect(after.get(ipcTier)?.amount).toBe(2160);
    expect(after.get(uvaTier)?.amount).toBe(3000);
    expect(after.get(usdTier)?.amount).toBe(3620);
    expect(after.get(ipcTier)?.next_adjustment).toMatchObject({ date: '2025-10-01' });
    expect(after.get(uvaTier)?.next_adjustment).toMatchObject({ date: '2025-10-01' });
    expect((await publicTiers(other.user.username))[0]).toMatchObject({
      amount: 2000,
      indexing: null,
      next_adjustment: null,
    });

    // A second run applies nothing twice.
    const simBefore = await t.database.db
      .selectFrom('sim_mp_subscriptions')
      .select(['id', 'last_modified'])
      .orderBy('id')
      .execute();
    expect(await adjust('2025-07-01')).not.toContain('aportes cambiados');
    expect(
      await t.database.db
        .selectFrom('sim_mp_subscriptions')
        .select(['id', 'last_modified'])
        .orderBy('id')
        .execute(),
    ).toEqual(simBefore);

    // 'Cobrar mes' charges the new amount; the list and the monthly income show it.
    const charged = await chargeMonth(t, ana.providerId, 'approve');
    expect(charged.invoice?.amount_cents).toBe(216_000);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/monthly/supporters?status=authorized',
      headers: await login(creator),
    });
    const page = json<{
      data: { supporters: { name: string; tier: { amount: number } }[]; summary: { monthly_income: number } };
    }>(list).data;
    expect(page.supporters.map((s) => s.tier.amount)).toEqual([2160, 2160]);
    expect(page.summary.monthly_income).toBe(4320);
  }, 180_000);
});
