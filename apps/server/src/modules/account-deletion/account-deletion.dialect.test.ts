import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ACCOUNT_DELETION_MESSAGES as M } from '@enlaza/shared/account-deletion';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart-body';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import type { SimulatorMusic } from '../../integrations/music/simulator/simulator-music';
import { connectMusic } from '../../integrations/music/testing/music-test-helpers';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { type LocalS3Server, startLocalS3 } from '../../integrations/storage/testing/local-s3-server';
import { sha256Hex } from '../../lib/crypto';
import { openToken } from '../../lib/sealed-token';
import { changeAdminRole } from '../admin/admin-roles';
import { scanTables, tableNames } from './testing/table-scan';

type Headers = Record<string, string>;

const START = new Date('2026-11-20T15:00:00.000Z');
const DAY = 86_400_000;
const TAG = `q${Date.now().toString(36)}`;

/** Issue 22: deleting an account for real, on both databases, with uploads in an S3-compatible bucket. */
describe('DELETE /api/users/me', () => {
  let s3: LocalS3Server;
  let client: S3Client;
  let t: TestApp;
  const clock = new TestClock(START);
  const web = createWebDistFixture();

  const png = (r: number) =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 90, b: 200 } } })
      .png()
      .toBuffer();
  const upload = async (headers: Headers, route: string, field: string, data: Buffer) => {
    const body = multipartBody([{ name: field, filename: 'foto.png', contentType: 'image/png', data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: route,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ data: Record<string, string> }>(res).data;
  };
  /** Whether the bucket holds the object behind an /uploads/ URL (read without our adapter). */
  const inBucket = async (url: string): Promise<boolean> => {
    const name = url.slice('/uploads/'.length);
    try {
      await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${name}` }));
      return true;
    } catch (error) {
      if (error instanceof Error && error.name === 'NoSuchKey') return false;
      throw error;
    }
  };
  const remove = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/users/me', headers, payload });
  const userRow = (id: number) =>
    t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const count = async (table: 'links' | 'sessions' | 'events' | 'donations', userId: number) =>
    (await t.database.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;

  /** A creator with everything an account can hold: uploads, links, goal, event, music, money, stats. */
  const fullAccount = async (name: string) => {
    const creator = await registerCreator(t.app, {
      username: `${name}-${TAG}`,
      email: `${name}.${TAG}@example.com`,
      full_name: `Zulema ${name} ${TAG}`,
    });
    const { headers } = creator;
    const avatar = (await upload(headers, '/api/users/upload-image', 'profile_image', await png(10)))
      .profile_image as string;
    const poster = (await upload(headers, '/api/events/upload-image', 'event_image', await png(200)))
      .image_url as string;
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers,
      payload: { title: `Recital ${name}`, event_date: '2026-12-20', location: 'Rosario', image_url: poster },
    });
    expect(event.statusCode, event.body).toBe(201);
    // A post ('Novedades', issue 35) signed with the creator's name: the scan finds it if it stays.
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers,
      payload: { title: `Novedad de Zulema ${name} ${TAG}`, body: 'Hola', audience: { kind: 'public' } },
    });
    expect(post.statusCode, post.body).toBe(201);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/links',
      headers,
      payload: { title: 'Mi blog', url: `https://example.com/${name}-${TAG}` },
    });
    const linkId = json<{ data: { link: { id: number } } }>(link).data.link.id;
    await t.app.inject({ method: 'POST', url: `/api/links/${linkId}/click`, remoteAddress: '10.9.0.1' });
    await t.app.inject({
      method: 'POST',
      url: `/api/public/${creator.user.username}/view`,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
      remoteAddress: '10.9.0.2',
    });
    const seller = await connectCreator(t, creator);
    await connectMusic(t.app, headers);
    const goalId = await createGoal(t, headers);
    const donor = {
      donor_name: `Dora ${name} ${TAG}`,
      donor_email: `dora.${name}.${TAG}@example.com`,
      message: `Mensaje de ${name} ${TAG}`,
      message_public: true,
    };
    const { donation_id } = await startDonation(t, goalId, 2500, donor);
    const payment = await payQuietly(t, donation_id, 'approve');
    expect((await notify(t, payment.id, seller)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: creator.body.email },
      remoteAddress: '10.9.0.3',
    });
    await t.deps.mailQueue.sendDue();
    await t.deps.tracking.flushViews();
    return { creator, seller, donor, avatar, poster, donationId: donation_id };
  };

  let victim: Awaited<ReturnType<typeof fullAccount>>;
  let bystander: Awaited<ReturnType<typeof fullAccount>>;
  let operator: Awaited<ReturnType<typeof registerCreator>>;
  const SUSPENSION_REASON = `Motivo ${TAG}: vende entradas falsas`;

  /**
   * The console's footprint on the victim (issue 30, item 5): reported (the details name the page),
   * looked up by email, reports dismissed, suspended, reactivated and suspended again (the reason
   * stays on the users row), each written to the audit log with the username as its label.
   */
  const throughTheConsole = async (creator: typeof victim.creator) => {
    operator = await registerCreator(t.app, {
      username: `operadora-${TAG}`,
      email: `operadora.${TAG}@example.com`,
      full_name: `Olga ${TAG}`,
    });
    expect(await changeAdminRole(t.database.db, 'grant', operator.body.email, clock.now())).toBe('granted');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: operator.headers, ...(payload ? { payload } : {}) });
    for (const ip of ['10.9.2.1', '10.9.2.2']) {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/public/${creator.user.username}/reports`,
        payload: {
          reason: 'fraud',
          details: `@${creator.user.username} pide plata`,
          contact_email: 'v@example.com',
        },
        remoteAddress: ip,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const admin = `/api/admin/creators/${creator.user.id}`;
    const steps = [
      await call('GET', `/api/admin/creators?q=${encodeURIComponent(creator.body.email)}`),
      await call('POST', `${admin}/reports/dismiss`),
      await call('POST', `${admin}/suspend`, { reason: `${SUSPENSION_REASON} (primera vez)` }),
      await call('POST', `${admin}/reactivate`),
      await call('POST', `${admin}/suspend`, { reason: SUSPENSION_REASON }),
    ];
    for (const res of steps) expect(res.statusCode, res.body).toBe(200);
    const labels = await t.database.db
      .selectFrom('admin_audit')
      .select('target_label')
      .where('target_user_id', '=', creator.user.id)
      .execute();
    expect(labels.length).toBeGreaterThanOrEqual(5);
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    const env = s3.env();
    client = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: true,
      credentials: {
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      },
    });
    t = await createTestApp({ env: { ...env, WEB_DIST_DIR: web.dir }, clock });
    victim = await fullAccount('borrame');
    bystander = await fullAccount('quedate');
    await throughTheConsole(victim.creator);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await s3?.stop();
    web.remove();
  });

  it('refuses a wrong password, a wrong username or a missing field in Spanish, and erases nothing', async () => {
    const { creator } = victim;
    const wrongPassword = await remove(creator.headers, {
      password: 'no-es-esta',
      confirm_username: creator.user.username,
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(json(wrongPassword)).toMatchObject({
      message: M.passwordWrong,
      errors: [{ field: 'password', message: M.passwordWrong }],
    });
    const wrongName = await remove(creator.headers, {
      password: creator.body.password,
      confirm_username: 'otra',
    });
    expect(wrongName.statusCode).toBe(400);
    expect(json(wrongName)).toMatchObject({
      errors: [{ field: 'confirm_username', message: M.usernameMismatch }],
    });
    const missing = await remove(creator.headers, { confirm_username: creator.user.username });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ errors: [{ field: 'password', message: M.passwordRequired }] });
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: {} });
    expect(anonymous.statusCode).toBe(401);

    const row = await userRow(creator.user.id);
    expect(row).toMatchObject({ username: creator.user.username, deleted_at: null });
    expect(await count('links', creator.user.id)).toBe(1);
    expect(await count('sessions', creator.user.id)).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: creator.headers })).statusCode,
    ).toBe(200);
  });

  it('erases the account for real: no row anywhere holds its email, username or tokens', async () => {
    const { creator } = victim;
    const db = t.database.db;
    const payment = await db
      .selectFrom('payment_connections')
      .selectAll()
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    const music = await db
      .selectFrom('music_connections')
      .selectAll()
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    const key = t.deps.config.encryptionKey;
    const tokens = [payment.access_token, payment.refresh_token, music.access_token, music.refresh_token]
      .filter((v): v is string => v !== null)
      .flatMap((sealed) => [sealed, openToken(sealed, key) ?? '']);
    expect(tokens.filter(Boolean).length).toBeGreaterThanOrEqual(6);
    const moneyBefore = await db
      .selectFrom('donations')
      .select(['id', 'amount_cents', 'platform_commission_cents', 'creator_amount_cents', 'mp_status'])
      .where('user_id', '=', creator.user.id)
      .execute();
    expect(moneyBefore).toHaveLength(1);
    expect(await inBucket(victim.avatar)).toBe(true);
    expect(await inBucket(victim.poster)).toBe(true);

    const res = await remove(creator.headers, {
      password: creator.body.password,
      confirm_username: ` ${creator.user.username.toUpperCase()} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ success: true, message: M.deleted });

    // Sessions ended at once.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: creator.headers })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.body.email, password: creator.body.password },
      remoteAddress: '10.9.0.9',
    });
    expect(login.statusCode).toBe(401);

    // The goodbye mail leaves through the queue, and its row then forgets the address.
    await t.deps.mailQueue.sendDue();
    const goodbye = (await t.outbox()).filter(
      (m) => m.to === creator.body.email && m.subject === M.mail.subject,
    );
    expect(goodbye).toHaveLength(1);

    const needles = [
      creator.body.email,
      creator.user.username,
      creator.body.full_name,
      victim.donor.donor_email,
      victim.donor.donor_name,
      victim.donor.message,
      creator.token,
      sha256Hex(creator.token),
      victim.avatar,
      victim.poster,
      SUSPENSION_REASON,
      ...tokens.filter(Boolean),
    ];
    // sim_mp_* is the offline simulator's copy of Mercado Pago's own records (the provider's side,
    // absent with the real provider), not ours.
    const found = await scanTables(db, needles, (table) => table.startsWith('sim_mp_'));
    expect(found.filter((f) => f.hits.length > 0)).toEqual([]);
    // The scan saw the whole schema, the new tables included.
    expect(await tableNames(db)).toEqual(expect.arrayContaining(['users', 'donations', 'deleted_usernames']));

    // The bystander's rows are all there (the scan finds them).
    const theirs = await scanTables(db, [bystander.creator.body.email, bystander.donor.donor_email]);
    expect(theirs.every((f) => f.hits.length > 0)).toBe(true);

    // Donations stay as accounting records: amounts and states intact, donor fields emptied.
    const moneyAfter = await db
      .selectFrom('donations')
      .selectAll()
      .where('user_id', '=', creator.user.id)
      .execute();
    expect(
      moneyAfter.map((d) => ({
        id: d.id,
        amount_cents: d.amount_cents,
        platform_commission_cents: d.platform_commission_cents,
        creator_amount_cents: d.creator_amount_cents,
        mp_status: d.mp_status,
      })),
    ).toEqual(moneyBefore);
    expect(moneyAfter[0]).toMatchObject({ donor_name: null, donor_email: null, message: null, reply: null });

    // Everything else of theirs is gone; the users row is a blank tombstone the donations point at.
    expect(await count('links', creator.user.id)).toBe(0);
    expect(await count('events', creator.user.id)).toBe(0);
    expect(await userRow(creator.user.id)).toMatchObject({
      full_name: '',
      bio: '',
      profile_image: null,
      suspension_reason: null,
      deleted_at: START.toISOString(),
    });
    // The operators' audit events stay, naming the account only by its anonymised id.
    const events = await db
      .selectFrom('admin_audit')
      .select(['action', 'target_label'])
      .where('target_user_id', '=', creator.user.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.action)).toEqual([
      'view-creators',
      'dismiss-reports',
      'suspend',
      'reactivate',
      'suspend',
    ]);
    expect(new Set(events.map((e) => e.target_label))).toEqual(new Set([`_deleted_${creator.user.id}`]));
  });

  it('leaves no operator email in the audit log when an operator deletes their own account', async () => {
    const db = t.database.db;
    const res = await remove(operator.headers, {
      password: operator.body.password,
      confirm_username: operator.user.username,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.deps.mailQueue.sendDue();
    const found = await scanTables(
      db,
      [operator.body.email, operator.user.username, operator.body.full_name],
      (table) => table.startsWith('sim_mp_'),
    );
    expect(found.filter((f) => f.hits.length > 0)).toEqual([]);
    // What they did is still there, by their anonymised id.
    const acted = await db
      .selectFrom('admin_audit')
      .select(['actor_email', 'action'])
      .where('actor_id', '=', operator.user.id)
      .execute();
    expect(acted.length).toBeGreaterThanOrEqual(5);
    expect(new Set(acted.map((e) => e.actor_email))).toEqual(new Set([`_deleted_${operator.user.id}`]));
  });

  it('deleted their files from the bucket and nobody else’s', async () => {
    expect(await inBucket(victim.avatar)).toBe(false);
    expect(await inBucket(victim.poster)).toBe(false);
    expect(await inBucket(bystander.avatar)).toBe(true);
    expect(await inBucket(bystander.poster)).toBe(true);
  });

  it('revoked the grants at the simulated providers', async () => {
    const unlinked = await t.database.db
      .selectFrom('sim_mp_unlinked')
      .select('seller_id')
      .where('seller_id', '=', victim.seller)
      .execute();
    expect(unlinked).toHaveLength(1);
    expect((t.deps.music as SimulatorMusic).revoked).toHaveLength(1);
  });

  it('answers 410 at /u/{username} and reserves the name for 30 days', async () => {
    const { username } = victim.creator.user;
    const page = await t.app.inject({ method: 'GET', url: `/u/${username}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(M.gonePage);
    expect(page.body).not.toContain(victim.creator.body.full_name);

    const tryName = (headers: Headers) =>
      t.app.inject({ method: 'PUT', url: '/api/users/profile', headers, payload: { username } });
    const other = await registerCreator(t.app);
    expect((await tryName(other.headers)).statusCode).toBe(409);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        full_name: 'Impostora',
        username,
        email: `impostora.${TAG}@example.com`,
        password: 'secreto123',
      },
      remoteAddress: '10.9.0.20',
    });
    expect(signUp.statusCode).toBe(409);

    const signUpAgain = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          full_name: 'Otra',
          username,
          email: `otra${n}.${TAG}@example.com`,
          password: 'secreto123',
        },
        remoteAddress: `10.9.1.${n}`,
      });
    clock.advance(29 * DAY);
    expect((await signUpAgain(1)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/u/${username}` })).statusCode).toBe(410);
    clock.advance(DAY + 1000);
    expect((await t.app.inject({ method: 'GET', url: `/u/${username}` })).statusCode).toBe(404);
    const taken = await signUpAgain(2);
    expect(taken.statusCode, taken.body).toBe(201);
  });
});
