import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeGoalId, approveDonationOverHttp } from '../test/http-donation';
import { multipartBody } from '../test/multipart-body';
import {
  builtWebDir,
  type Deployment,
  sharedServicesConfigured,
  startDeployment,
} from '../test/server-copies';
import { openSse } from '../test/sse-reader';
import { testDialect } from '../test/test-app';
import { simulatorWebhookSecret } from './config/env';
import { signNotification } from './integrations/payments/webhook-signature';
import { type LocalS3Server, startLocalS3 } from './integrations/storage/testing/local-s3-server';

type Body = { data: Record<string, unknown> };

async function call(
  url: string,
  init: { method?: string; body?: unknown; token?: string; form?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
}

async function data<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  return (JSON.parse(text) as Body).data as T;
}

/**
 * Two real server processes on one PostgreSQL database, one Redis and one S3 bucket behave as one: what one copy
 * writes, counts or receives, the other shows at once. Runs when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set (.ci/run sets both), in the PostgreSQL pass only: the copies use
 * PostgreSQL whichever database the pass tests, so the SQLite pass would repeat it.
 */
const runsInThisPass = sharedServicesConfigured() && testDialect() === 'postgres';

describe.runIf(runsInThisPass)('two copies behind a load balancer', () => {
  let deployment: Deployment;
  let s3: LocalS3Server;
  const a = () => deployment.copies[0]?.url ?? '';
  const b = () => deployment.copies[1]?.url ?? '';

  beforeAll(async () => {
    s3 = await startLocalS3();
    deployment = await startDeployment({
      // TRUST_PROXY: the page-report test speaks from many addresses (X-Forwarded-For).
      env: { RECONCILE_INTERVAL_SECONDS: '1', TRUST_PROXY: 'true', ...s3.env() },
    });
  }, 180_000);
  afterAll(async () => {
    await deployment?.stop();
    await s3?.stop();
  }, 60_000);

  const register = async (base: string) => {
    const tag = randomUUID().slice(0, 8);
    const body = {
      full_name: 'Copia de Prueba',
      username: `copias-${tag}`,
      email: `copias-${tag}@example.com`,
      password: 'secreto123',
    };
    const created = await data<{ token: string; user: { id: number; username: string } }>(
      await call(`${base}/api/auth/register`, { body }),
      201,
    );
    return { ...created, email: body.email };
  };

  it('shows a link edited through copy A on copy B’s page at the very next request', async () => {
    const creator = await register(a());
    const { link } = await data<{ link: { id: number } }>(
      await call(`${a()}/api/links`, {
        token: creator.token,
        body: { title: 'Mi canal', url: 'https://example.com/canal' },
      }),
      201,
    );
    // The page and its JSON read through the same cache; the page renders only with a web build.
    const reads = [
      () => call(`${b()}/api/public/${creator.user.username}`).then((res) => res.text()),
      ...(builtWebDir() ? [() => call(`${b()}/u/${creator.user.username}`).then((res) => res.text())] : []),
    ];
    // B has them in its read cache now.
    for (const read of reads) expect(await read()).toContain('Mi canal');
    await data(
      await call(`${a()}/api/links/${link.id}`, {
        method: 'PUT',
        token: creator.token,
        body: { title: 'Mi canal nuevo' },
      }),
      200,
    );
    for (const read of reads) expect(await read()).toContain('Mi canal nuevo');
  });

  it('shows a donation whose notification reached copy A on copy B’s live stream within 1 s', async () => {
    const goalId = await activeGoalId(a(), 'demo');
    const stream = await openSse(`${b()}/api/public/demo/live`);
    const before = (await stream.nextGoal()).goal?.current_amount ?? 0;
    // The simulator's 'Aprobar pago' on copy A: its signed notification goes to copy A.
    await approveDonationOverHttp(a(), goalId, 1_234);
    const answeredAt = Date.now();
    const event = await stream.nextGoal(1_000);
    expect(Date.now() - answeredAt).toBeLessThanOrEqual(1_000);
    expect(event.goal?.current_amount).toBe(before + 1_234);
    stream.close();
  });

  it('trips the login limit with 10 failed logins split across A and B', async () => {
    const creator = await register(a());
    const attempt = (base: string) =>
      call(`${base}/api/auth/login`, { body: { email: creator.email, password: 'equivocada' } });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt(i % 2 === 0 ? a() : b())).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // Each copy saw only five: only a shared counter refuses the next one, on either copy.
    expect((await attempt(a())).status).toBe(429);
    expect((await attempt(b())).status).toBe(429);
  });

  it('keeps one page to 10 reports an hour when 40 addresses report it through A and B', async () => {
    const creator = await register(a());
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${i % 2 === 0 ? a() : b()}/api/public/${creator.user.username}/reports`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 10}` },
          body: JSON.stringify({ reason: 'spam' }),
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(40).fill(201));
    // Each copy saw 20: only the shared counter keeps the page to its bound.
    const [row] = await deployment.query<{ n: string }>(
      'select count(*) as n from page_reports where user_id = $1',
      [creator.user.id],
    );
    expect(Number(row?.n)).toBe(10);
  });

  it('serves from copy B an avatar uploaded through copy A', async () => {
    const creator = await register(a());
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#6366f1' } })
      .png()
      .toBuffer();
    const body = multipartBody([
      { name: 'profile_image', filename: 'foto.png', contentType: 'image/png', data: image },
    ]);
    const uploaded = await fetch(`${a()}/api/users/upload-image`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${creator.token}` },
      body: body.payload,
    });
    const { profile_image: url } = await data<{ profile_image: string }>(uploaded, 200);
    const fromA = await fetch(`${a()}${url}`);
    const fromB = await fetch(`${b()}${url}`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('makes exactly one donation of 50 concurrent copies of one payment notification split across A and B', async () => {
    const [demo] = await deployment.query<{ id: number }>(`select id from users where username = 'demo'`);
    const { donationId, paymentId } = await approveDonationOverHttp(
      b(),
      await activeGoalId(b(), 'demo'),
      777,
    );
    const [seller] = await deployment.query<{ mp_user_id: string }>(
      'select mp_user_id from payment_connections where user_id = $1',
      [demo?.id],
    );
    // Both copies sign and verify with the key derived from the secrets they share in the database.
    const [key] = await deployment.query<{ value: string }>(
      `select value from app_secrets where name = 'encryptionKey'`,
    );
    const secret = simulatorWebhookSecret(key?.value ?? '');
    const notifyOnce = (base: string) => {
      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      return fetch(
        `${base}/api/webhooks/mercadopago?source_news=webhooks&data.id=${paymentId}&type=payment`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-request-id': requestId,
            'x-signature': signNotification(secret, { dataId: paymentId, requestId, ts }),
          },
          body: JSON.stringify({
            id: 1,
            live_mode: false,
            type: 'payment',
            date_created: new Date().toISOString(),
            user_id: Number(seller?.mp_user_id),
            api_version: 'v1',
            action: 'payment.updated',
            data: { id: paymentId },
          }),
        },
      );
    };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => notifyOnce(i % 2 ? a() : b())));
    expect(answers.every((res) => res.status >= 200 && res.status < 300)).toBe(true);
    const rows = await deployment.query<{ id: string; mp_status: string; amount_cents: number }>(
      'select id, mp_status, amount_cents::int as amount_cents from donations where external_reference = $1 or id = $1',
      [donationId],
    );
    expect(rows).toEqual([{ id: donationId, mp_status: 'approved', amount_cents: 77_700 }]);
  });

  it("creates the demo's QR store once from two copies at once, and makes one donation of 30 order notifications split across A and B (issue 32)", async () => {
    const login = await data<{ token: string; user: { id: number } }>(
      await call(`${a()}/api/auth/login`, { body: { email: 'demo@enlaza.ar', password: 'demo1234' } }),
      200,
    );
    const order = (base: string, amount: number) =>
      call(`${base}/api/gorra/orders`, { token: login.token, body: { amount } });
    const [first, second] = await Promise.all([order(a(), 2000), order(b(), 3000)]);
    const created = await data<{ order_id: string; qr_data: string }>(first ?? new Response(), 201);
    await data(second ?? new Response(), 201);
    const [seller] = await deployment.query<{ mp_user_id: string }>(
      'select mp_user_id from payment_connections where user_id = $1',
      [login.user.id],
    );
    expect(
      await deployment.query('select user_id from gorra_points where user_id = $1', [login.user.id]),
    ).toHaveLength(1);
    const points = await deployment.query<{ kind: string }>(
      'select kind from sim_mp_points where collector_id = $1 order by kind',
      [seller?.mp_user_id],
    );
    expect(points.map((p) => p.kind)).toEqual(['pos', 'store']);

    // 'Pagar' in the simulator's wallet on copy A (its notification goes to copy A), then 30 more at once.
    const paid = await call(`${a()}/simulador/mercadopago/billetera`, {
      form: { qr: created.qr_data, decision: 'pagar' },
    });
    expect(paid.status).toBe(200);
    const [row] = await deployment.query<{ mp_order_id: string }>(
      'select mp_order_id from gorra_orders where id = $1',
      [created.order_id],
    );
    const orderId = row?.mp_order_id ?? '';
    const [key] = await deployment.query<{ value: string }>(
      `select value from app_secrets where name = 'encryptionKey'`,
    );
    const secret = simulatorWebhookSecret(key?.value ?? '');
    const notifyOnce = (base: string) => {
      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      return fetch(`${base}/api/webhooks/mercadopago?source_news=webhooks&data.id=${orderId}&type=order`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signNotification(secret, { dataId: orderId, requestId, ts }),
        },
        body: JSON.stringify({
          type: 'order',
          action: 'order.processed',
          user_id: Number(seller?.mp_user_id),
          data: { id: orderId },
        }),
      });
    };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => notifyOnce(i % 2 ? a() : b())));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const donations = await deployment.query<{ kind: string; amount_cents: number }>(
      'select kind, amount_cents::int as amount_cents from donations where mp_order_id = $1',
      [orderId],
    );
    expect(donations).toEqual([{ kind: 'qr', amount_cents: 200_000 }]);
  });

  it('counts 100 views of one visitor split across A and B, sent at once, as one view (issue 30 §1)', async () => {
    const creator = await register(a());
    const headers = {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    };
    const username = creator.user.username;
    const view = (base: string, i: number) =>
      i % 4 < 2
        ? fetch(`${base}/api/track/view.gif?u=${username}&p=profile`, { headers })
        : fetch(`${base}/api/track/view`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
            body: JSON.stringify({ username, page: 'profile' }),
          });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => view(i % 2 ? a() : b(), i)));
    expect(answers.every((res) => res.status === 200 || res.status === 204)).toBe(true);
    const counted = async () =>
      (
        await deployment.query<{ n: number }>(
          'select count(*)::int as n from page_views where user_id = $1',
          [creator.user.id],
        )
      )[0]?.n;
    await expect.poll(counted, { timeout: 5_000 }).toBe(1);
    // Both copies' batches (a fifth of a second each) have long been written by now.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await counted()).toBe(1);
    const overview = await data<{ totalViews: number; uniqueViews: number }>(
      await call(`${b()}/api/stats/overview?period=7d`, { token: creator.token }),
      200,
    );
    expect([overview.totalViews, overview.uniqueViews]).toEqual([1, 1]);
  });

  it('runs the reconciliation in one copy only', async () => {
    const rounds = (index: number) =>
      deployment.copies[index]?.logs().filter((line) => line.msg === 'reconciliation round').length ?? 0;
    // RECONCILE_INTERVAL_SECONDS=1: a few rounds go by.
    await expect.poll(() => rounds(0) + rounds(1), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(Math.min(rounds(0), rounds(1))).toBe(0);
  });
});
