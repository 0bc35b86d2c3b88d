import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { FakeMercadoPago } from '../../integrations/payments/testing/fake-mercadopago-server';
import { connectAtFake, formBody } from '../../integrations/payments/testing/payment-test-helpers';
import { renderMail } from '../mail-queue/render-mail';
import { createTier, nextIp } from './testing/monthly-test-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;
const noon = (day: string) => new Date(`${day}T15:00:00Z`);

describe('indexed tiers against the fake Mercado Pago: each PUT once, retries, clamp, skip (SQLite and PostgreSQL)', () => {
  const fake = new FakeMercadoPago();
  const clock = new TestClock(noon('2025-03-20'));
  let t: TestApp;

  beforeAll(async () => {
    await fake.start();
    t = await createTestApp({
      clock,
      env: fake.appEnv(),
    });
    await t.deps.indices.refreshDue();
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  }, 180_000);

  let sellers = 700_000_000;
  const connected = async (): Promise<Creator> => {
    const creator = await registerCreator(t.app);
    sellers += 1;
    expect(await connectAtFake(t, fake, creator.headers, String(sellers))).toBe('/dashboard?mp_success=true');
    return creator;
  };
  /** A supporter subscribes (POST /preapproval at the fake) and confirms there; answers both ids. */
  const supporter = async (creator: Creator, tierId: number, email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/u/${creator.user.username}/mensual/${tierId}`,
      remoteAddress: nextIp(),
      ...formBody({ supporter_name: 'Apoyo', email, message: '' }),
    });
    expect(res.statusCode).toBe(303);
    const row = await t.database.db
      .selectFrom('monthly_subscriptions')
      .select(['id', 'mp_preapproval_id'])
      .where('supporter_email', '=', email)
      .executeTakeFirstOrThrow();
    const providerId = row.mp_preapproval_id as string;
    fake.subscriptions.authorize(providerId);
    // What the provider's notification would record (the sync has its own tests).
    await t.database.db
      .updateTable('monthly_subscriptions')
      .set({ status: 'authorized' })
      .where('id', '=', row.id)
      .execute();
    return { ourId: row.id, providerId };
  };
  const setIndexing = async (creator: Creator, tierId: number, body: object) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/monthly/tiers/${tierId}/indexing`,
      headers: creator.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  };
  const goTo = async (day: string) => {
    clock.advance(noon(day).getTime() - clock.now().getTime());
    await t.deps.indices.refreshDue();
  };
  const amountPuts = (providerId: string) =>
    fake.received.filter(
      (r) =>
        r.method === 'PUT' &&
        r.path === `/preapproval/${providerId}` &&
        (r.body as { auto_recurring?: unknown })?.auto_recurring,
    );
  const login = async (creator: Creator) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.body.email, password: creator.body.password },
    });
    return { authorization: `Bearer ${json<{ data: { token: string } }>(res).data.token}` };
  };

  it('applies each subscription once at the provider, retries a failure the next run, clamps to $ 250.000 and skips what the creator skipped', async () => {
    const ana = await connected();
    const ipcTier = await createTier(t, ana.headers, 2000);
    const bigTier = await createTier(t, ana.headers, 240_000, 'Mecenas');
    await setIndexing(ana, ipcTier, { index: 'ipc', every_months: 3, cap_pct: 10, round_to: 10 });
    await setIndexing(ana, bigTier, { index: 'uva', every_months: 3, cap_pct: 50, round_to: 100 });
    const subs = [
      await supporter(ana, ipcTier, 'uno-fx@example.com'),
      await supporter(ana, ipcTier, 'dos-fx@example.com'),
      await supporter(ana, bigTier, 'tres-fx@example.com'),
    ];
    const beto = await connected();
    const skippedTier = await createTier(t, beto.headers, 2000);
    await setIndexing(beto, skippedTier, { index: 'ipc', every_months: 3, cap_pct: 10, round_to: 10 });
    const betoSub = await supporter(beto, skippedTier, 'cuatro-fx@example.com');
    const ceci = await connected();
    const fixedTier = await createTier(t, ceci.headers, 2000);
    const ceciSub = await supporter(ceci, fixedTier, 'cinco-fx@example.com');

    await goTo('2025-06-24');
    expect((await t.deps.monthly.adjustments.runForDay('2025-06-24')).length).toBeGreaterThanOrEqual(3);
    // The clamp: 240.000 × 1580.62 / 1456.46 = 260.469 → the provider's maximum, and the creator is told.
    const creatorMail = await t.database.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('kind', '=', 'monthly_adjustment_creator')
      .where('user_id', '=', ana.user.id)
      .execute();
    const big = creatorMail.map((m) => JSON.parse(m.payload)).find((p) => p.tier_name === 'Mecenas');
    expect(big).toMatchObject({ from_cents: 24_000_000, to_cents: 25_000_000, clamped: true, supporters: 1 });
    const text = (await renderMail('monthly_adjustment_creator', big, 'https://enlaza.example')).text.replace(
      /\u00a0/g,
      ' ',
    );
    expect(text).toContain('Mercado Pago no cobra más de $ 250.000 por mes');
    const skip = await t.app.inject({
      method: 'POST',
      url: `/api/monthly/tiers/${skippedTier}/indexing/skip`,
      headers: await login(beto),
    });
    expect(skip.statusCode).toBe(200);

    await goTo('2025-07-01');
    fake.received.length = 0;
    fake.subscriptions.failAmountChanges = 1;
    await t.deps.monthly.adjustments.runForDay('2025-07-01');
    const failedFirst = subs.filter(
      (s) =>
        fake.subscriptions.subscriptions.get(s.providerId)?.auto_recurring.transaction_amount ===
        (s === subs[2] ? 240_000 : 2000),
    );
    expect(failedFirst).toHaveLength(1);
    const tiers = await t.app.inject({ method: 'GET', url: '/api/monthly/tiers', headers: await login(ana) });
    const states = json<{
      data: { tiers: { id: number; adjustment: { failed_supporters: number; clamped: boolean } }[] };
    }>(tiers).data.tiers;
    expect(states.map((s) => s.adjustment.failed_supporters).reduce((a, b) => a + b)).toBe(1);
    expect(states.find((s) => s.id === bigTier)?.adjustment.clamped).toBe(true);

    // The next run retries the failure only; a third run changes nothing.
    await t.deps.monthly.adjustments.runForDay('2025-07-02');
    await t.deps.monthly.adjustments.runForDay('2025-07-02');
    const expected = [2160, 2160, 250_000];
    subs.forEach((s, i) => {
      expect(fake.subscriptions.subscriptions.get(s.providerId)?.auto_recurring.transaction_amount).toBe(
        expected[i],
      );
      const puts = amountPuts(s.providerId);
      expect(puts).toHaveLength(s === failedFirst[0] ? 2 : 1);
      expect(puts.at(-1)?.body).toEqual({
        auto_recurring: { transaction_amount: expected[i], currency_id: 'ARS' },
      });
    });
    const rows = await t.database.db
      .selectFrom('monthly_subscriptions')
      .select(['id', 'amount_cents'])
      .where(
        'id',
        'in',
        subs.map((s) => s.ourId),
      )
      .execute();
    expect(new Map(rows.map((r) => [r.id, r.amount_cents]))).toEqual(
      new Map(subs.map((s, i) => [s.ourId, (expected[i] ?? 0) * 100])),
    );
    // The plans new supporters subscribe to carry the new amounts too (one PUT each).
    const planPuts = fake.received.filter(
      (r) => r.method === 'PUT' && r.path.startsWith('/preapproval_plan/'),
    );
    expect(
      planPuts
        .map(
          (r) =>
            (r.body as { auto_recurring: { transaction_amount: number } }).auto_recurring.transaction_amount,
        )
        .sort((a, b) => a - b),
    ).toEqual([2160, 250_000]);
    // Skipped and fixed tiers: nothing sent, nothing changed.
    for (const other of [betoSub, ceciSub]) {
      expect(amountPuts(other.providerId)).toEqual([]);
      expect(fake.subscriptions.subscriptions.get(other.providerId)?.auto_recurring.transaction_amount).toBe(
        2000,
      );
    }
  }, 180_000);
});
