import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { createDeps } from '../../create-deps';
import {
  connectCreator,
  createGoal,
  goalRaised,
  notify,
  saveGorraPlace,
  simulatorOf,
} from '../../integrations/payments/testing/payment-test-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/**
 * 'Modo gorra' (issue 32) with two copies of the server over one database: notifications and first
 * orders land on either copy, and a paid order still counts once everywhere it shows.
 */
describe("'Modo gorra' across two copies (SQLite and PostgreSQL)", () => {
  let t: TestApp;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  let copies: [TestApp, TestApp];

  const createOrder = async (copy: TestApp, who: Creator, amount: number) => {
    const res = await copy.app.inject({
      method: 'POST',
      url: '/api/gorra/orders',
      headers: who.headers,
      payload: { amount },
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = json<{ data: { order_id: string } }>(res).data.order_id;
    const row = await t.database.db
      .selectFrom('gorra_orders')
      .select('mp_order_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { orderId, providerId: row.mp_order_id };
  };
  const donationsOf = (providerOrderId: string) =>
    t.database.db.selectFrom('donations').selectAll().where('mp_order_id', '=', providerOrderId).execute();
  /** Paid at the provider, its own notification lost: only ours will tell the app. */
  const payQuietly = async (providerOrderId: string) => {
    const sim = simulatorOf(t);
    const lost = { enqueue: async () => 'perdida' } as unknown as Parameters<typeof sim.qr.pay>[1];
    expect((await sim.qr.pay(providerOrderId, lost)).kind).toBe('paid');
  };

  beforeAll(async () => {
    t = await createTestApp();
    // A second copy of the server over the same database (its own services and caches).
    const deps = createDeps(t.deps.config, t.database, { log: t.deps.log, mail: t.deps.mail });
    other = await buildApp(deps, { logger: false });
    await other.ready();
    closeOther = async () => {
      await other.close();
      await deps.pagePurges.settled();
      await deps.passwordHasher.close();
    };
    copies = [t, { ...t, app: other, deps }];
  });
  afterAll(async () => {
    await closeOther();
    await t.close();
  }, 180_000);

  it('30 duplicate notifications split across two copies make one donation, counted once in goal, statistics, export and wall', async () => {
    const ana = await registerCreator(t.app, { full_name: 'Banda del Sur' });
    const seller = await connectCreator(t, ana);
    await saveGorraPlace(t, ana.headers);
    await createGoal(t, ana.headers, 100_000);
    const { providerId } = await createOrder(t, ana, 2000);
    await payQuietly(providerId);

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        notify(copies[i % 2] as TestApp, providerId, seller, { type: 'order', action: 'order.processed' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));

    const donations = await donationsOf(providerId);
    expect(donations).toHaveLength(1);
    expect(donations[0]).toMatchObject({ kind: 'qr', mp_status: 'approved', amount_cents: 200_000 });
    expect(donations[0]?.donor_email).toBeNull();
    expect(await goalRaised(t, ana.headers)).toBe(2000);

    for (const copy of copies) {
      const pub = await copy.app.inject({ method: 'GET', url: `/api/public/${ana.user.username}` });
      expect(json<{ data: { goal: { current_amount: number } } }>(pub).data.goal.current_amount).toBe(2000);
      const stats = await copy.app.inject({
        method: 'GET',
        url: '/api/stats/overview',
        headers: ana.headers,
      });
      expect(stats.statusCode, stats.body).toBe(200);
      expect(json<{ data: { totalDonations: unknown } }>(stats).data.totalDonations).toEqual({
        count: 1,
        amount: 2000,
      });
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/exports/donations.csv',
      headers: ana.headers,
    });
    const lines = csv.body.split('\r\n').filter((line) => line.includes('2.000,00'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Aprobado');
    const wall = await other.inject({ method: 'GET', url: `/api/public/${ana.user.username}/supporters` });
    const entries = json<{ data: { supporters: { name: string }[] } }>(wall).data.supporters;
    expect(entries.map((e) => e.name)).toEqual(['Anónimo']);
  });

  it('a replayed or stale notification changes nothing, even for an order the provider cancelled', async () => {
    const beto = await registerCreator(t.app);
    const seller = await connectCreator(t, beto);
    await saveGorraPlace(t, beto.headers);
    await createGoal(t, beto.headers, 50_000);
    const { orderId, providerId } = await createOrder(t, beto, 1000);
    const cancelled = await other.inject({
      method: 'POST',
      url: `/api/gorra/orders/${orderId}/cancel`,
      headers: beto.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // The same signed delivery on both copies: the first reads the (cancelled) order, the second is a repeat.
    const requestId = randomUUID();
    const first = await notify(t, providerId, seller, {
      type: 'order',
      action: 'order.processed',
      requestId,
    });
    const replayed = await notify(copies[1], providerId, seller, {
      type: 'order',
      action: 'order.processed',
      requestId,
    });
    expect([first.statusCode, replayed.statusCode]).toEqual([200, 200]);
    // A signature from ten minutes ago is refused outright.
    const stale = await notify(copies[1], providerId, seller, {
      type: 'order',
      action: 'order.processed',
      ts: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stale.statusCode).toBe(401);

    expect(await donationsOf(providerId)).toHaveLength(0);
    expect(await goalRaised(t, beto.headers)).toBe(0);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/gorra/orders/${orderId}`,
      headers: beto.headers,
    });
    expect(json<{ data: { status: string } }>(status).data.status).toBe('cancelled');
  });

  it("two copies creating a creator's first order at the same time create the store and point of sale once", async () => {
    const carla = await registerCreator(t.app);
    const seller = await connectCreator(t, carla);
    await saveGorraPlace(t, carla.headers);
    const [a, b] = await Promise.all([createOrder(t, carla, 1000), createOrder(copies[1], carla, 2000)]);
    expect(a.orderId).not.toBe(b.orderId);
    const points = await t.database.db
      .selectFrom('gorra_points')
      .selectAll()
      .where('user_id', '=', carla.user.id)
      .execute();
    expect(points).toHaveLength(1);
    const atProvider = await t.database.db
      .selectFrom('sim_mp_points')
      .select('kind')
      .where('collector_id', '=', seller)
      .execute();
    expect(atProvider.map((p) => p.kind).sort()).toEqual(['pos', 'store']);
  });
});
