import { WEBHOOK_MESSAGES as M } from '@enlaza/shared/webhooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { type AppWiring, createDeps } from '../../create-deps';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { RECEIVER_HOST, testLookup, WebhookReceiver } from './testing/webhook-receiver';

/**
 * Issue 37's acceptance, the parts outbound-webhooks.dialect.test.ts leaves to this file: the local
 * receiver is reachable only through the operator's WEBHOOK_LOCAL_HOSTS (a copy without it refuses
 * and never calls it; production refuses the setting: config/webhook-env.unit.test.ts), and two
 * copies' workers racing over the same queue deliver each event exactly once.
 */
describe('outbound webhooks across copies (SQLite and PostgreSQL)', () => {
  const receiver = new WebhookReceiver();
  const lookup = testLookup({});
  let t: TestApp;
  type Copy = { app: FastifyInstance; deps: AppWiring };
  let twin: Copy;
  let unset: Copy;

  const copyOf = async (config: AppWiring['config']): Promise<Copy> => {
    const deps = createDeps(config, t.database, {
      log: t.logs.log,
      payments: t.deps.payments,
      webhookLookup: lookup,
    });
    const app = await buildApp(deps);
    await app.ready();
    return { app, deps };
  };

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ webhookLookup: lookup, env: { WEBHOOK_LOCAL_HOSTS: RECEIVER_HOST } });
    twin = await copyOf(t.deps.config);
    // The operator's setting left out, as it is by default.
    unset = await copyOf({ ...t.deps.config, webhookLocalHosts: [] });
  });
  afterAll(async () => {
    for (const copy of [twin, unset]) {
      await copy?.app.close();
      await copy?.deps.passwordHasher.close();
    }
    await t?.close();
    await receiver.close();
  });
  beforeEach(() => receiver.reset());

  type Creator = Awaited<ReturnType<typeof registerCreator>>;
  const addWebhook = (app: FastifyInstance, creator: Creator, url: string) =>
    app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: creator.headers,
      payload: { url, events: ['donation.approved'] },
    });
  const deliveries = async (creator: Creator, id: number) =>
    json<{ data: { deliveries: Record<string, unknown>[] } }>(
      await t.app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, headers: creator.headers }),
    ).data.deliveries;

  it('without WEBHOOK_LOCAL_HOSTS the local receiver is refused when saved and never called', async () => {
    const creator = await registerCreator(t.app);
    const secure = `https://${RECEIVER_HOST}:${receiver.port}/refused`;
    for (const address of [secure, receiver.url('/refused')]) {
      const res = await addWebhook(unset.app, creator, address);
      expect(res.statusCode, address).toBe(400);
      const [error] = json<{ errors: { field: string; message: string }[] }>(res).errors;
      expect(error?.field).toBe('url');
      expect([M.urlPrivate, M.urlHttpsOnly]).toContain(error?.message);
    }

    // Saved where the operator allowed it, then sent by a copy without the setting: never called.
    const saved = await addWebhook(t.app, creator, receiver.url('/elsewhere'));
    expect(saved.statusCode).toBe(201);
    const id = json<{ data: { webhook: { id: number } } }>(saved).data.webhook.id;
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${id}/test`,
      headers: creator.headers,
    });
    expect(test.statusCode).toBe(202);
    expect(await unset.deps.webhookDeliveries.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 1 });
    expect(receiver.received).toHaveLength(0);
    expect((await deliveries(creator, id))[0]).toMatchObject({ status: 'failed', response_code: null });
  });

  it("two copies' workers racing over the same queue deliver each event once, to its own creator's endpoints only", async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    const ids: number[] = [];
    for (const path of ['/a', '/b']) {
      const res = await addWebhook(t.app, creator, receiver.url(path));
      expect(res.statusCode).toBe(201);
      ids.push(json<{ data: { webhook: { id: number } } }>(res).data.webhook.id);
    }
    const stranger = await registerCreator(t.app);
    expect((await addWebhook(twin.app, stranger, receiver.url('/stranger'))).statusCode).toBe(201);

    for (const amount of [1_000, 2_000, 3_000]) {
      const { donation_id } = await startDonation(t, goalId, amount, { donor_name: 'Caro' });
      const payment = await payQuietly(t, donation_id, 'approve');
      // Told to both copies: still one event per endpoint.
      expect((await notify(t, payment.id, seller)).statusCode).toBe(200);
      expect((await notify({ ...t, app: twin.app }, payment.id, seller)).statusCode).toBe(200);
    }
    const workers = [t.deps.webhookDeliveries, twin.deps.webhookDeliveries];
    await Promise.all([0, 1, 2, 3, 4, 5].map((i) => workers[i % 2]?.runOnce()));
    await Promise.all(workers.map((worker) => worker.runOnce()));

    for (const [i, path] of ['/a', '/b'].entries()) {
      const got = receiver.at(path);
      expect(got).toHaveLength(3);
      expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(3);
      const listed = await deliveries(creator, ids[i] ?? 0);
      expect(listed).toHaveLength(3);
      for (const row of listed) {
        expect(row).toEqual({
          webhook_id: expect.stringMatching(/^msg_[0-9a-f]{32}$/),
          event: 'donation.approved',
          status: 'delivered',
          attempts: 1,
          response_code: 200,
          duration_ms: expect.any(Number),
          created_at: expect.any(String),
        });
      }
    }
    expect(receiver.at('/stranger')).toHaveLength(0);
  });
});
