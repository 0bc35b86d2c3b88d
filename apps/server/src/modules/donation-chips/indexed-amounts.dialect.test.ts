import { DONATION_CHIPS_MESSAGES as M } from '@enlaza/shared/donations';
import type { Goal } from '@enlaza/shared/goals';
import type { PublicGoal } from '@enlaza/shared/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { connectCreator } from '../../integrations/payments/testing/payment-test-helpers';
import { indexedAmountsLock, recomputeIndexedAmounts } from './indexed-amounts-job';

type Headers = Record<string, string>;
type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** Noon in Argentina on that day. */
const noon = (day: string) => new Date(`${day}T15:00:00Z`);

/**
 * Issue 33, suggested amounts and goals 'en pesos de hoy' over the simulator's shipped series
 * (shipped-history.ts): UVA 2024-01-01 472.62, 2024-02-01 533.12, 2024-03-01 669.07, 2024-04-01
 * 806.90; IPC (monthly %) 2024-01 20.6, 2024-02 13.2, 2024-03 11.0, 2024-04 8.8.
 */
describe('indexed chips and goals (SQLite and PostgreSQL, simulator)', () => {
  const clock = new TestClock(noon('2024-01-31'));
  let t: TestApp;
  let ana: Creator;
  let beto: Creator;
  let anaGoalId: number;
  // The real page templates, for the form that works without JavaScript.
  const web = createWebDistFixture();

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir } });
    await t.deps.indices.refreshDue();
    ana = await registerCreator(t.app);
    beto = await registerCreator(t.app);
    // Ana can receive donations: the form that works without JavaScript is offered.
    await connectCreator(t, ana);
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  }, 180_000);

  const goTo = async (day: string) => {
    clock.advance(noon(day).getTime() - clock.now().getTime());
    await t.deps.indices.refreshDue();
  };
  const login = async (creator: Creator): Promise<Headers> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.body.email, password: creator.body.password },
    });
    return { authorization: `Bearer ${json<{ data: { token: string } }>(res).data.token}` };
  };
  const putChips = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/donation-chips', headers, payload });
  const publicPage = async (creator: Creator) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/${creator.user.username}` });
    expect(res.statusCode).toBe(200);
    const user = json<{ data: { user: { donation_chips: number[] | null; goals: PublicGoal[] } } }>(res).data
      .user;
    return { chips: user.donation_chips, goal: user.goals[0] };
  };
  const recompute = (day: string) => recomputeIndexedAmounts(day, [t.deps.donationChips, t.deps.goals]);

  it('sets the chips (UVA) and an indexed goal (IPC); a fixed creator beside them', async () => {
    expect((await publicPage(ana)).chips).toBeNull();
    const set = await putChips(ana.headers, {
      amount_1: '500',
      amount_2: 1000,
      amount_3: '2.000',
      indexed_by: 'uva',
    });
    expect(set.statusCode).toBe(200);
    expect(json<{ data: { chips: unknown } }>(set).data.chips).toEqual({
      amounts: [500, 1000, 2000],
      today_amounts: [500, 1000, 2000],
      indexed_by: 'uva',
      base_day: '2024-01-31',
    });
    const goal = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: ana.headers,
      payload: { title: 'Equipo', description: 'Para grabar', target_amount: '500.000', indexed_by: 'ipc' },
    });
    expect(goal.statusCode).toBe(201);
    const created = json<{ data: { goal: Goal } }>(goal).data.goal;
    anaGoalId = created.id;
    expect(created.indexing).toEqual({ index: 'ipc', base_target_amount: 500_000, base_month: '2024-01' });

    expect(
      (await putChips(beto.headers, { amount_1: 700, amount_2: 1500, amount_3: 3000, indexed_by: 'none' }))
        .statusCode,
    ).toBe(200);
    const betoGoal = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: beto.headers,
      payload: { title: 'Fija', description: 'Sin ajuste', target_amount: 500_000 },
    });
    expect(json<{ data: { goal: Goal } }>(betoGoal).data.goal.indexing).toBeNull();

    expect(await publicPage(ana)).toMatchObject({
      chips: [500, 1000, 2000],
      goal: {
        target_amount: 500_000,
        indexing: { index: 'ipc', base_target_amount: 500_000, base_month: '2024-01' },
      },
    });
  });

  it("recomputes today's amounts by hand computation, once (a second run changes nothing)", async () => {
    await goTo('2024-03-15');
    expect(await recompute('2024-03-15')).toBe(2);
    // UVA 669.07 / 472.62 = 1.41566…: 707.83 → $ 700, 1.415,66 → $ 1.400, 2.831,32 → $ 2.800.
    // IPC is published about mid-month: on 31/1 the latest is December (the base), on 15/3 February.
    // January and February compounded: 1.206 × 1.132 = 1.365192: 500.000 → 682.596 → $ 683.000.
    // Raised stays 0 (progress counts the pesos received).
    expect(await publicPage(ana)).toMatchObject({
      chips: [700, 1400, 2800],
      goal: {
        target_amount: 683_000,
        current_amount: 0,
        indexing: { base_target_amount: 500_000, base_month: '2024-01' },
      },
    });
    expect(await recompute('2024-03-15')).toBe(0);
    // The other creator's fixed amounts are untouched.
    expect(await publicPage(beto)).toMatchObject({
      chips: [700, 1500, 3000],
      goal: { target_amount: 500_000, indexing: null },
    });
  });

  it('runs on one copy at a time, under the lease', async () => {
    await goTo('2024-04-15');
    const first = indexedAmountsLock(t.deps);
    const second = indexedAmountsLock(t.deps);
    expect(await first.runHeld(async () => 'held')).toBe('held');
    expect(await second.runHeld(() => recompute('2024-04-15'))).toBeNull();
    expect((await publicPage(ana)).chips).toEqual([700, 1400, 2800]);
    await first.release();
    expect(await second.runHeld(() => recompute('2024-04-15'))).toBe(2);
    await second.release();
    // UVA 806.90 / 472.62 = 1.70729…: 853.65 → $ 900, 1.707,29 → $ 1.700, 3.414,58 → $ 3.400.
    // IPC, March now known: 1.206 × 1.132 × 1.110 = 1.51536312: 500.000 → 757.681,56 → $ 758.000.
    expect(await publicPage(ana)).toMatchObject({
      chips: [900, 1700, 3400],
      goal: { target_amount: 758_000 },
    });
  });

  it('an edit keeps the base; a new amount starts from today; off keeps today’s target', async () => {
    const headers = await login(ana);
    const edit = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/goals/${anaGoalId}`, headers, payload });
    const goalOf = async (payload: object) => json<{ data: { goal: Goal } }>(await edit(payload)).data.goal;
    expect(await goalOf({ title: 'Equipo nuevo', target_amount: 500_000 })).toMatchObject({
      target_amount: 758_000,
      indexing: { base_target_amount: 500_000, base_month: '2024-01' },
    });
    expect(await goalOf({ target_amount: '600.000' })).toMatchObject({
      target_amount: 600_000,
      indexing: { index: 'ipc', base_target_amount: 600_000, base_month: '2024-04' },
    });
    expect(await goalOf({ indexed_by: 'none' })).toMatchObject({ target_amount: 600_000, indexing: null });
    expect(await recompute('2024-04-15')).toBe(0);
  });

  it.each([
    ['garbage', { amount_1: 'mil' }, 'amount_1', 'Ingresa un monto en pesos, sin centavos'],
    ['zero', { amount_2: 0 }, 'amount_2', M.amountMin],
    ['above the maximum', { amount_3: '10.000.001' }, 'amount_3', M.amountMax],
    ['an unknown index', { indexed_by: 'usd_oficial' }, 'indexed_by', M.indexInvalid],
    ['a missing amount', { amount_1: '' }, 'amount_1', M.amountRequired],
  ])('refuses %s with a field error and changes nothing', async (_case, change, field, message) => {
    const headers = await login(beto);
    const res = await putChips(headers, {
      amount_1: 800,
      amount_2: 1600,
      amount_3: 3200,
      indexed_by: 'ipc',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    const errors = json<{ errors: { field: string; message: string }[] }>(res).errors;
    expect(errors.find((e) => e.field === field)?.message).toContain(message);
    expect((await publicPage(beto)).chips).toEqual([700, 1500, 3000]);
  });

  it("reads '1.500' as whole pesos, answers only the creator's own chips, and goes back to the defaults", async () => {
    const headers = await login(beto);
    const res = await putChips(headers, {
      amount_1: '1.500',
      amount_2: 2500,
      amount_3: 4000,
      indexed_by: 'none',
    });
    expect(json<{ data: { chips: { amounts: number[] } } }>(res).data.chips.amounts).toEqual([
      1500, 2500, 4000,
    ]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/donation-chips', headers: await login(ana) });
    expect(json<{ data: { chips: { amounts: number[] } } }>(mine).data.chips.amounts).toEqual([
      500, 1000, 2000,
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/donation-chips' })).statusCode).toBe(401);
    const reset = await t.app.inject({ method: 'DELETE', url: '/api/donation-chips', headers });
    expect(reset.statusCode).toBe(200);
    expect((await publicPage(beto)).chips).toBeNull();
    expect((await publicPage(ana)).chips).toEqual([900, 1700, 3400]);
  });

  it("offers today's chips on the form that works without JavaScript; the defaults without custom chips", async () => {
    const headers = await login(ana);
    await t.app.inject({
      method: 'PUT',
      url: `/api/goals/${anaGoalId}`,
      headers,
      payload: { indexed_by: 'ipc' },
    });
    const form = await t.app.inject({ method: 'GET', url: `/u/${ana.user.username}/aportar` });
    expect(form.statusCode).toBe(200);
    const chips = [...form.body.matchAll(/type="submit" value="(\d+)" class="dn-chip"/g)].map((m) =>
      Number(m[1]),
    );
    expect(chips).toEqual([900, 1700, 3400]);
    // Posting a chip pays today's amount (the checkout reads it as any typed amount).
    await t.app.inject({ method: 'DELETE', url: '/api/donation-chips', headers });
    const defaults = await t.app.inject({ method: 'GET', url: `/u/${ana.user.username}/aportar` });
    expect(
      [...defaults.body.matchAll(/type="submit" value="(\d+)" class="dn-chip"/g)].map((m) => Number(m[1])),
    ).toEqual([500, 1000, 2000, 5000]);
  });
});
