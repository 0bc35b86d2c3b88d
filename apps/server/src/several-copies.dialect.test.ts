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
    deployment = await startDeployment({ env: { RECONCILE_INTERVAL_SECONDS: '1', ...s3.env() } });
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

  it('runs the reconciliation in one copy only', async () => {
    const rounds = (index: number) =>
      deployment.copies[index]?.logs().filter((line) => line.msg === 'reconciliation round').length ?? 0;
    // RECONCILE_INTERVAL_SECONDS=1: a few rounds go by.
    await expect.poll(() => rounds(0) + rounds(1), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(Math.min(rounds(0), rounds(1))).toBe(0);
  });
});
