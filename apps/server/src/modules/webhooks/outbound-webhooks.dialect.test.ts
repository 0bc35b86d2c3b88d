import { WEBHOOK_MESSAGES as M } from '@enlaza/shared/webhooks';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../../test/delete-account';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { buildApp } from '../../app';
import { type AppWiring, createDeps } from '../../create-deps';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { RECEIVER_HOST, type Received, testLookup, WebhookReceiver } from './testing/webhook-receiver';
import { retryDelayMs } from './webhook-backoff';

/** Names pointing inside, and one test's name that flips from a public address to a private one. */
const names: Record<string, string> = {
  'inside.test': '10.20.30.40',
  'metadata.test': '169.254.169.254',
  'loop6.test': '::1',
};

describe('outbound webhooks (issue 37): signed, queued, retried, refused inside', () => {
  const receiver = new WebhookReceiver();
  const lookup = testLookup(names);
  let t: TestApp;
  let clock: TestClock;
  let copy: { app: FastifyInstance; deps: AppWiring };

  beforeAll(async () => {
    await receiver.start();
    clock = new TestClock(new Date());
    t = await createTestApp({ clock, webhookLookup: lookup, env: { WEBHOOK_LOCAL_HOSTS: RECEIVER_HOST } });
    // A second copy of the server over the same database, its own worker.
    const deps = createDeps(t.deps.config, t.database, {
      clock,
      log: t.logs.log,
      payments: t.deps.payments,
      webhookLookup: lookup,
    });
    const app = await buildApp(deps);
    await app.ready();
    copy = { app, deps };
  });
  afterAll(async () => {
    await copy?.app.close();
    await copy?.deps.passwordHasher.close();
    await t?.close();
    await receiver.close();
  });
  beforeEach(() => receiver.reset());

  const url = (path: string) => receiver.url(path);
  type Creator = Awaited<ReturnType<typeof registerCreator>>;

  const addWebhook = (creator: Creator, address: string, events: string[] = ['donation.approved']) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: creator.headers,
      payload: { url: address, events },
    });

  const added = async (creator: Creator, address: string, events?: string[]) => {
    const res = await addWebhook(creator, address, events);
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: { webhook: { id: number }; secret: string } }>(res).data;
  };

  /** A connected creator with a goal; `approve` makes one donation approved through the simulator. */
  const payingCreator = async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    const approve = async () => {
      const { donation_id } = await startDonation(t, goalId, 2500, {
        donor_name: 'Rocío',
        donor_email: 'rocio.donante@example.com',
        message: '¡Gracias por el stream!',
        message_public: true,
      });
      const payment = await payQuietly(t, donation_id, 'approve');
      expect((await notify(t, payment.id, seller)).statusCode).toBe(200);
      return { donationId: donation_id, paymentId: payment.id, seller };
    };
    return { creator, approve };
  };

  const deliveries = async (creator: Creator, id: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/${id}/deliveries`,
      headers: creator.headers,
    });
    expect(res.statusCode).toBe(200);
    return json<{
      data: {
        deliveries: {
          webhook_id: string;
          event: string;
          status: string;
          attempts: number;
          response_code: number | null;
          duration_ms: number | null;
          created_at: string;
        }[];
      };
    }>(res).data.deliveries;
  };

  it('delivers an approved donation once to each subscribed endpoint, signed so standardwebhooks verifies it, never to another creator', async () => {
    const { creator, approve } = await payingCreator();
    const first = await added(creator, url('/one'));
    const second = await added(creator, url('/two'), ['donation.approved', 'donation.refunded']);
    await added(creator, url('/fans-only'), ['fan.confirmed']);
    expect(first.secret).toMatch(/^whsec_/);
    const other = await registerCreator(t.app);
    await added(other, url('/other'));

    const { donationId, paymentId, seller } = await approve();
    // The same notification again, on the other copy too: still one event per endpoint.
    expect((await notify({ ...t, app: copy.app }, paymentId, seller)).statusCode).toBe(200);
    expect(receiver.received).toHaveLength(0); // queued, not sent in the request

    // Both copies' workers at once: each delivery goes out once.
    await Promise.all([t.deps.webhookDeliveries.runOnce(), copy.deps.webhookDeliveries.runOnce()]);
    await t.deps.webhookDeliveries.runOnce();

    expect(receiver.at('/one')).toHaveLength(1);
    expect(receiver.at('/two')).toHaveLength(1);
    expect(receiver.at('/fans-only')).toHaveLength(0);
    expect(receiver.at('/other')).toHaveLength(0);

    for (const [path, secret] of [
      ['/one', first.secret],
      ['/two', second.secret],
    ] as const) {
      const got = receiver.at(path)[0] as Received;
      const payload = new Webhook(secret).verify(got.body, {
        'webhook-id': String(got.headers['webhook-id']),
        'webhook-timestamp': String(got.headers['webhook-timestamp']),
        'webhook-signature': String(got.headers['webhook-signature']),
      }) as { type: string; created_at: string; data: Record<string, unknown> };
      expect(payload.type).toBe('donation.approved');
      expect(payload.created_at).toEqual(expect.any(String));
      expect(payload.data).toMatchObject({
        id: donationId,
        amount: 2500,
        currency: 'ARS',
        donor_name: 'Rocío',
        message: '¡Gracias por el stream!',
      });
      expect(got.body).not.toContain('rocio.donante@example.com');
      expect(got.body).not.toContain(paymentId);
      // Another endpoint's secret does not verify it.
      const wrong = path === '/one' ? second.secret : first.secret;
      expect(() =>
        new Webhook(wrong).verify(got.body, {
          'webhook-id': String(got.headers['webhook-id']),
          'webhook-timestamp': String(got.headers['webhook-timestamp']),
          'webhook-signature': String(got.headers['webhook-signature']),
        }),
      ).toThrow();
    }
    expect(receiver.at('/one')[0]?.headers['webhook-id']).not.toBe(
      receiver.at('/two')[0]?.headers['webhook-id'],
    );

    const [listed] = await deliveries(creator, first.webhook.id);
    expect(listed).toMatchObject({
      event: 'donation.approved',
      status: 'delivered',
      attempts: 1,
      response_code: 200,
    });
    expect(listed?.webhook_id).toBe(receiver.at('/one')[0]?.headers['webhook-id']);
    expect(listed?.duration_ms).toEqual(expect.any(Number));
  });

  it('retries a receiver answering 500 twice, then 200: three attempts with the same webhook-id', async () => {
    const { creator, approve } = await payingCreator();
    const hook = await added(creator, url('/flaky'));
    receiver.scripts.set('/flaky', [500, 500, 200]);
    await approve();

    await t.deps.webhookDeliveries.runOnce();
    expect(receiver.at('/flaky')).toHaveLength(1);
    // Not due yet: nothing more until the back-off has passed.
    await t.deps.webhookDeliveries.runOnce();
    expect(receiver.at('/flaky')).toHaveLength(1);
    expect((await deliveries(creator, hook.webhook.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_code: 500,
    });

    clock.advance(retryDelayMs(1));
    await t.deps.webhookDeliveries.runOnce();
    clock.advance(retryDelayMs(2));
    await t.deps.webhookDeliveries.runOnce();
    await t.deps.webhookDeliveries.runOnce();

    const attempts = receiver.at('/flaky');
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
    expect(attempts.every((a) => a.body === attempts[0]?.body)).toBe(true);
    expect((await deliveries(creator, hook.webhook.id))[0]).toMatchObject({
      status: 'delivered',
      attempts: 3,
      response_code: 200,
    });
  });

  it("'Reenviar' sends a finished delivery again with the same webhook-id, only the creator's, never one in progress", async () => {
    const creator = await registerCreator(t.app);
    const hook = await added(creator, url('/gone-away'));
    receiver.scripts.set('/gone-away', [404]);
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${hook.webhook.id}/test`,
      headers: creator.headers,
    });
    expect(test.statusCode).toBe(202);
    expect(await t.deps.webhookDeliveries.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 1 });
    const [failed] = await deliveries(creator, hook.webhook.id);
    expect(failed).toMatchObject({ status: 'failed', response_code: 404 });
    const resend = (who: Creator, messageId = failed?.webhook_id ?? '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/webhooks/${hook.webhook.id}/deliveries/${messageId}/resend`,
        headers: who.headers,
      });

    const stranger = await registerCreator(t.app);
    expect((await resend(stranger)).statusCode).toBe(404);
    const unknown = await resend(creator, `msg_${'0'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toBe(M.deliveryNotFound);
    expect((await resend(creator, 'not-an-id')).statusCode).toBe(404);

    const again = await resend(creator);
    expect(again.statusCode).toBe(202);
    expect(json<{ data: { delivery: object } }>(again).data.delivery).toMatchObject({
      webhook_id: failed?.webhook_id,
      status: 'pending',
      attempts: 0,
    });
    const twice = await resend(creator);
    expect(twice.statusCode).toBe(409);
    expect(json<{ message: string }>(twice).message).toBe(M.resendPending);

    expect(await t.deps.webhookDeliveries.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    const attempts = receiver.at('/gone-away');
    expect(attempts.map((r) => r.headers['webhook-id'])).toEqual([failed?.webhook_id, failed?.webhook_id]);
    expect(await deliveries(creator, hook.webhook.id)).toEqual([
      expect.objectContaining({
        webhook_id: failed?.webhook_id,
        status: 'delivered',
        attempts: 1,
        response_code: 200,
      }),
    ]);
  });

  it('never follows a redirect: a 302 is a failed delivery, not retried, and its target never called', async () => {
    const creator = await registerCreator(t.app);
    const hook = await added(creator, url('/moved'));
    receiver.redirects.set('/moved', url('/elsewhere'));
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${hook.webhook.id}/test`,
      headers: creator.headers,
    });
    expect(test.statusCode).toBe(202);
    expect(await t.deps.webhookDeliveries.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 1 });
    expect(receiver.at('/moved')).toHaveLength(1);
    expect(receiver.at('/elsewhere')).toHaveLength(0);
    expect((await deliveries(creator, hook.webhook.id))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      response_code: 302,
    });
  });

  it('refuses endpoints on loopback, private and link-local networks, directly or through a name, and never calls them', async () => {
    const creator = await registerCreator(t.app);
    for (const address of [
      'https://127.0.0.1/hook',
      'https://10.0.0.1/hook',
      'https://10.255.3.4:8443/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0x7f000001/hook',
      'https://localhost/hook',
      'https://inside.test/hook',
      'https://metadata.test/hook',
      'https://loop6.test/hook',
      `https://127.0.0.1:${receiver.port}/one`,
    ]) {
      const res = await addWebhook(creator, address);
      expect(res.statusCode, address).toBe(400);
      expect(json<{ errors: { field: string; message: string }[] }>(res).errors).toEqual([
        { field: 'url', message: M.urlPrivate },
      ]);
    }
    const plain = await addWebhook(creator, 'http://example.com/hook');
    expect(json<{ errors: unknown[] }>(plain).errors).toEqual([{ field: 'url', message: M.urlHttpsOnly }]);
    const list = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: creator.headers });
    expect(json<{ data: { webhooks: unknown[] } }>(list).data.webhooks).toEqual([]);
    await t.deps.webhookDeliveries.runOnce();
    expect(receiver.received).toHaveLength(0);
  });

  it('limits how often a creator may try addresses (saving resolves the name)', async () => {
    const creator = await registerCreator(t.app);
    for (let i = 0; i < 20; i += 1) {
      expect((await addWebhook(creator, `https://10.0.0.${i + 1}/hook`)).statusCode).toBe(400);
    }
    const refused = await addWebhook(creator, url('/late'));
    expect(refused.statusCode).toBe(429);
    expect(json<{ message: string }>(refused).message).toBe(M.tooManyAttempts);
  });

  it('checks the address again at each delivery: a name that now resolves inside is never called', async () => {
    const creator = await registerCreator(t.app);
    names['flip.test'] = '93.184.216.34';
    const hook = await added(creator, 'https://flip.test/hook');
    names['flip.test'] = '10.1.2.3';
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${hook.webhook.id}/test`,
      headers: creator.headers,
    });
    expect(test.statusCode).toBe(202);
    expect(json<{ data: { delivery: { status: string } } }>(test).data.delivery.status).toBe('pending');
    const round = await t.deps.webhookDeliveries.runOnce();
    expect(round).toEqual({ delivered: 0, retried: 0, failed: 1 });
    expect((await deliveries(creator, hook.webhook.id))[0]).toMatchObject({
      event: 'webhook.test',
      status: 'failed',
      attempts: 1,
      response_code: null,
    });
    delete names['flip.test'];
  });

  it('fails a delivery whose secret cannot be opened (the server key changed) without stopping the round', async () => {
    const creator = await registerCreator(t.app);
    const broken = await added(creator, url('/broken'));
    const fine = await added(creator, url('/fine'));
    await t.database.db
      .updateTable('webhook_endpoints')
      .set({ secret_sealed: 'AAAA.BBBB.CCCC' })
      .where('id', '=', broken.webhook.id)
      .execute();
    for (const id of [broken.webhook.id, fine.webhook.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/${id}/test`,
        headers: creator.headers,
      });
      expect(res.statusCode).toBe(202);
    }
    expect(await t.deps.webhookDeliveries.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 1 });
    expect(receiver.at('/broken')).toHaveLength(0);
    expect(receiver.at('/fine')).toHaveLength(1);
  });

  it('keeps endpoints to their creator: at most 3, the secret shown once, rotated, sent a test; another creator gets 404', async () => {
    const creator = await registerCreator(t.app);
    const hooks = [];
    for (const path of ['/a', '/b', '/c']) hooks.push(await added(creator, url(path), ['donation.approved']));
    const fourth = await addWebhook(creator, url('/d'));
    expect(fourth.statusCode).toBe(409);
    expect(json<{ message: string }>(fourth).message).toBe(M.tooMany(3));

    const list = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: creator.headers });
    expect(list.body).not.toContain('whsec_');
    expect(
      json<{ data: { webhooks: { url: string; enabled: boolean }[] } }>(list).data.webhooks,
    ).toHaveLength(3);
    const stored = await t.database.db.selectFrom('webhook_endpoints').select('secret_sealed').execute();
    for (const hook of hooks) expect(stored.map((s) => s.secret_sealed)).not.toContain(hook.secret);

    const hook = hooks[0] as (typeof hooks)[number];
    const stranger = await registerCreator(t.app);
    for (const [method, path] of [
      ['DELETE', ''],
      ['POST', '/rotate-secret'],
      ['POST', '/test'],
      ['GET', '/deliveries'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/webhooks/${hook.webhook.id}${path}`,
        headers: stranger.headers,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(json<{ message: string }>(res).message).toBe(M.notFound);
    }

    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${hook.webhook.id}/rotate-secret`,
      headers: creator.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const secret = json<{ data: { secret: string } }>(rotated).data.secret;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.secret);

    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${hook.webhook.id}/test`,
      headers: creator.headers,
    });
    expect(test.statusCode).toBe(202);
    await t.deps.webhookDeliveries.runOnce();
    const [got] = receiver.at('/a');
    const signed = {
      'webhook-id': String(got?.headers['webhook-id']),
      'webhook-timestamp': String(got?.headers['webhook-timestamp']),
      'webhook-signature': String(got?.headers['webhook-signature']),
    };
    expect(new Webhook(secret).verify(got?.body ?? '', signed)).toMatchObject({ type: 'webhook.test' });
    expect(() => new Webhook(hook.secret).verify(got?.body ?? '', signed)).toThrow();
    expect(receiver.at('/b')).toHaveLength(0);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/webhooks/${hook.webhook.id}`,
      headers: creator.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await addWebhook(creator, url('/d'))).statusCode).toBe(201);
  });

  it('answers bad input with field errors and changes nothing', async () => {
    const creator = await registerCreator(t.app);
    for (const [payload, field, message] of [
      [{ url: '', events: ['donation.approved'] }, 'url', M.urlRequired],
      [{ url: 'no es una url', events: ['donation.approved'] }, 'url', M.urlInvalid],
      [{ url: 'ftp://example.com/x', events: ['donation.approved'] }, 'url', M.urlInvalid],
      [{ url: 'https://ana:clave@example.com/x', events: ['donation.approved'] }, 'url', M.urlCredentials],
      [{ url: url('/x'), events: [] }, 'events', M.eventsRequired],
      [{ url: url('/x'), events: ['donation.stolen'] }, 'events.0', M.eventInvalid],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: creator.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<{ errors: { field: string; message: string }[] }>(res).errors).toEqual([
        { field, message },
      ]);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { ...creator.headers, 'content-type': 'application/json' },
      payload: '{"url":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(
      await t.database.db
        .selectFrom('webhook_endpoints')
        .select('id')
        .where('user_id', '=', creator.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('disables an endpoint failing for 3 days and mails its creator', async () => {
    const creator = await registerCreator(t.app);
    const hook = await added(creator, url('/down'));
    receiver.scripts.set(
      '/down',
      Array.from({ length: 50 }, () => 503),
    );
    const sendTest = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/webhooks/${hook.webhook.id}/test`,
        headers: creator.headers,
      });
    expect((await sendTest()).statusCode).toBe(202);
    await t.deps.webhookDeliveries.runOnce();
    clock.advance(3 * 24 * 60 * 60_000 + 60_000);
    expect((await sendTest()).statusCode).toBe(202);
    await t.deps.webhookDeliveries.runOnce();

    const list = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: creator.headers });
    const [endpoint] = json<{ data: { webhooks: { enabled: boolean; disabled_at: string | null }[] } }>(list)
      .data.webhooks;
    expect(endpoint?.enabled).toBe(false);
    const after = (await deliveries(creator, hook.webhook.id)).map((d) => d.status);
    expect(after).toEqual(['failed', 'failed']);
    const calls = receiver.at('/down').length;
    clock.advance(24 * 60 * 60_000);
    await t.deps.webhookDeliveries.runOnce();
    expect(receiver.at('/down')).toHaveLength(calls);
    const again = await sendTest();
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toBe(M.testDisabled);

    await t.deps.mailQueue.sendDue();
    const mails = (await t.outbox()).filter(
      (m) => m.to === creator.body.email && m.subject === M.disabledMail.subject,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/down');
  });

  it('deleting the account deletes its endpoints, their secrets and deliveries', async () => {
    const { creator, approve } = await payingCreator();
    await added(creator, url('/gone'));
    receiver.scripts.set('/gone', [500]);
    await approve();
    await t.deps.webhookDeliveries.runOnce();
    const rows = (table: 'webhook_endpoints' | 'webhook_deliveries') =>
      t.database.db.selectFrom(table).select('id').where('user_id', '=', creator.user.id).execute();
    expect(await rows('webhook_deliveries')).toHaveLength(1);

    expect((await deleteAccount(t, creator)).statusCode).toBe(200);
    expect(await rows('webhook_endpoints')).toEqual([]);
    expect(await rows('webhook_deliveries')).toEqual([]);
    clock.advance(retryDelayMs(1));
    await t.deps.webhookDeliveries.runOnce();
    expect(receiver.at('/gone')).toHaveLength(1);
  });
});
