import { POST_ACCESS_TEXTS as A, POST_ACCESS_COOKIE, POST_MESSAGES, POST_PATHS } from '@enlaza/shared/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { firstLink } from '../../../test/verify-email';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import type { MailMessage } from '../../integrations/mail/mail-port';
import { formBody } from '../../integrations/payments/testing/payment-test-helpers';
import { addSupporter, addTier, createPost } from './testing/post-audience-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

const GATED_BODY = 'CUERPO-SOLO-MECENAS-4K';

/**
 * Issue 35: monthly supporters read gated posts without a password. A one-use link valid 30 minutes,
 * mailed only to an active subscription's address; its cookie opens that creator's gated posts only,
 * while the subscription stays active; gated answers are never cacheable.
 */
describe('supporters’ access to gated posts', () => {
  const web = createWebDistFixture();
  const clock = new TestClock(new Date('2026-03-10T15:00:00.000Z'));
  let t: TestApp;
  let ana: Creator;
  let bruno: Creator;
  let gated: number;
  let brunoGated: number;
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.7.${Math.floor(ip / 250)}.${ip % 250}`;
  };

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const postForm = (url: string, values: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, remoteAddress: nextIp(), ...formBody(values) });
  const askApi = (username: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/public/${username}/access`, payload, remoteAddress: nextIp() });
  /** Sends what the queue holds and answers the mails that reached `to` since `before`. */
  const mailsTo = async (to: string, before: number): Promise<MailMessage[]> => {
    await t.deps.mailQueue.sendDue();
    return (await t.outbox()).slice(before).filter((m) => m.to === to);
  };
  /** Asks on the post's form and answers the mailed link's path (the mail must come). */
  const linkFor = async (
    creator: Creator,
    postId: number,
    email: string,
    name = 'Ana Prueba',
  ): Promise<string> => {
    const before = (await t.outbox()).length;
    const res = await postForm(POST_PATHS.askAccess(creator.user.username, postId), { email });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(email, before);
    if (!mail) throw new Error(`no access mail to ${email}`);
    expect(mail.subject).toBe(A.mailSubject(name));
    const url = new URL(firstLink(mail.text));
    return `${url.pathname}${url.search}`;
  };
  /** Opens the link's page, presses its button: the cookie header to send, or the failed answer. */
  const redeem = async (link: string) => {
    const page = await get(link);
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const res = await postForm(link.split('?')[0] ?? '', { token });
    const setCookie = String(res.headers['set-cookie'] ?? '');
    return { page, res, setCookie, cookie: setCookie.split(';')[0] ?? '' };
  };
  const subscriptionStatus = (id: string, status: string) =>
    t.database.db.updateTable('monthly_subscriptions').set({ status }).where('id', '=', id).execute();

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    bruno = await registerCreator(t.app, { full_name: 'Bruno Prueba' });
    const low = await addTier(t, ana.user.id, 100_000, 'Amigo');
    const high = await addTier(t, ana.user.id, 500_000, 'Mecenas');
    await addSupporter(t, ana.user.id, high, 'mecenas@example.com');
    await addSupporter(t, ana.user.id, low, 'amigo@example.com');
    const brunoTier = await addTier(t, bruno.user.id, 100_000, 'Amigo de Bruno');
    await addSupporter(t, bruno.user.id, brunoTier, 'mecenas@example.com');
    const audience = { kind: 'monthly', min_tier_id: high };
    gated = (await createPost(t, ana.headers, { title: 'Solo mecenas', body: GATED_BODY, audience })).id;
    brunoGated = (
      await createPost(t, bruno.headers, {
        title: 'De Bruno',
        body: 'CUERPO-BRUNO-2J',
        audience: { kind: 'monthly' },
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('locks a gated post for strangers, private and no-store, with the ask form and the tiers', async () => {
    const res = await get(POST_PATHS.one(ana.user.username, gated));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).not.toContain(GATED_BODY);
    expect(res.body).toContain(A.locked);
    expect(res.body).toContain(A.tiers(['Mecenas']));
    expect(res.body).toMatch(
      new RegExp(`<form [^>]*action="${POST_PATHS.askAccess(ana.user.username, gated)}" method="post"`),
    );
    const list = await get(POST_PATHS.list(ana.user.username));
    expect(list.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(list.body).toContain('Solo mecenas');
    expect(list.body).not.toContain(GATED_BODY);
    const api = await get(`/api/public/${ana.user.username}/posts/${gated}`);
    expect(api.statusCode).toBe(403);
    expect(json(api)).toMatchObject({ message: POST_MESSAGES.onlySupporters });
  });

  it('answers the same sentence to an unknown address, a supporter of a lower tier and a supporter; mails only the last', async () => {
    const before = (await t.outbox()).length;
    const answers = [];
    for (const email of ['nadie@example.com', 'amigo@example.com', 'mecenas@example.com']) {
      const api = await askApi(ana.user.username, { email, post_id: gated });
      expect(api.statusCode, api.body).toBe(200);
      answers.push(json<{ message: string }>(api).message);
      const form = await postForm(POST_PATHS.askAccess(ana.user.username, gated), { email });
      expect(form.statusCode).toBe(200);
      expect(form.headers['cache-control']).toBe('private, no-store');
      expect(form.body).toContain(A.sent);
    }
    expect(new Set(answers)).toEqual(new Set([A.sent]));
    await t.deps.mailQueue.sendDue();
    const mails = (await t.outbox()).slice(before).filter((m) => m.subject === A.mailSubject('Ana Prueba'));
    expect(mails.map((m) => m.to)).toEqual(['mecenas@example.com', 'mecenas@example.com']);
    // A bad address is a Spanish field error, nothing sent.
    const bad = await askApi(ana.user.username, { email: 'no-es-un-email' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errors: [{ field: 'email', message: A.emailInvalid }] });
    const rows = await t.database.db.selectFrom('post_access_links').select('token_hash').execute();
    // Stored hashed: no mailed token is in the table.
    for (const mail of mails) {
      const token = new URL(firstLink(mail.text)).searchParams.get('token') ?? '';
      expect(rows.map((row) => row.token_hash)).not.toContain(token);
    }
  });

  it('works once: the link’s page changes nothing, its button sets the creator’s cookie and opens the post', async () => {
    const link = await linkFor(ana, gated, 'mecenas@example.com');
    const { page, res, setCookie, cookie } = await redeem(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain(A.openButton);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(POST_PATHS.one(ana.user.username, gated));
    expect(setCookie).toContain(`Path=${POST_PATHS.list(ana.user.username)}/;`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
    expect(cookie.startsWith(`${POST_ACCESS_COOKIE}=`)).toBe(true);
    const read = await get(POST_PATHS.one(ana.user.username, gated), cookie);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.body).toContain(GATED_BODY);
    // The list stays the same for everyone (the gated body is never in a cacheable answer).
    expect((await get(POST_PATHS.list(ana.user.username), cookie)).body).not.toContain(GATED_BODY);
    // Used: a second press and the page both say it no longer works.
    const again = await redeem(link);
    expect(again.page.statusCode).toBe(410);
    expect(again.res.statusCode).toBe(410);
    expect(again.res.body).toContain(A.invalidTitle);
    expect(again.setCookie).toBe('');
  });

  it('expires after 30 minutes', async () => {
    const link = await linkFor(ana, gated, 'mecenas@example.com');
    clock.advance(31 * 60_000);
    const { res, setCookie } = await redeem(link);
    expect(res.statusCode).toBe(410);
    expect(setCookie).toBe('');
  });

  it('opens nothing of another creator, and no cookie made up', async () => {
    const { cookie } = await redeem(await linkFor(ana, gated, 'mecenas@example.com'));
    const other = await get(POST_PATHS.one(bruno.user.username, brunoGated), cookie);
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('CUERPO-BRUNO-2J');
    expect(other.body).toContain(A.locked);
    const forged = await get(
      POST_PATHS.one(ana.user.username, gated),
      `${POST_ACCESS_COOKIE}=${'a'.repeat(43)}`,
    );
    expect(forged.body).not.toContain(GATED_BODY);
  });

  it('loses access at once when the subscription is paused or cancelled', async () => {
    const carla = await registerCreator(t.app, { full_name: 'Carla Prueba' });
    const tier = await addTier(t, carla.user.id, 100_000, 'Amiga');
    const subscription = await addSupporter(t, carla.user.id, tier, 'fiel@example.com');
    const id = (
      await createPost(t, carla.headers, {
        title: 'Para fieles',
        body: 'CUERPO-FIEL-6P',
        audience: { kind: 'monthly' },
      })
    ).id;
    const { cookie } = await redeem(await linkFor(carla, id, 'fiel@example.com', 'Carla Prueba'));
    const url = POST_PATHS.one(carla.user.username, id);
    expect((await get(url, cookie)).body).toContain('CUERPO-FIEL-6P');
    await subscriptionStatus(subscription, 'paused');
    expect((await get(url, cookie)).body).not.toContain('CUERPO-FIEL-6P');
    await subscriptionStatus(subscription, 'authorized');
    expect((await get(url, cookie)).body).toContain('CUERPO-FIEL-6P');
    await subscriptionStatus(subscription, 'cancelled');
    const after = await get(url, cookie);
    expect(after.body).not.toContain('CUERPO-FIEL-6P');
    expect(after.body).toContain(A.locked);
    // Nor is a new link mailed to a cancelled subscription.
    const before = (await t.outbox()).length;
    await postForm(POST_PATHS.askAccess(carla.user.username, id), { email: 'fiel@example.com' });
    expect(await mailsTo('fiel@example.com', before)).toEqual([]);
  });

  it('limits the asks per address (429 with a Spanish message)', async () => {
    const codes: number[] = [];
    for (let n = 0; n < 6; n += 1)
      codes.push((await askApi(ana.user.username, { email: 'insistente@example.com' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const form = await postForm(POST_PATHS.askAccess(ana.user.username, gated), {
      email: 'insistente@example.com',
    });
    expect(form.statusCode).toBe(429);
    expect(form.body).toContain(A.tooMany);
  });

  it('erases the access links with the account', async () => {
    const dora = await registerCreator(t.app, { full_name: 'Dora Prueba' });
    const tier = await addTier(t, dora.user.id, 100_000, 'Amiga');
    await addSupporter(t, dora.user.id, tier, 'dora.fan@example.com');
    const id = (
      await createPost(t, dora.headers, { title: 'Para fieles', body: 'x', audience: { kind: 'monthly' } })
    ).id;
    await linkFor(dora, id, 'dora.fan@example.com', 'Dora Prueba');
    const links = () =>
      t.database.db
        .selectFrom('post_access_links')
        .select('id')
        .where('user_id', '=', dora.user.id)
        .execute();
    expect(await links()).toHaveLength(1);
    // The provider's cancelling of supporters has its own tests; these rows were written by hand.
    const seams = t.deps.deletionSeams.onAccountDeleted;
    t.deps.deletionSeams.onAccountDeleted = [];
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: dora.headers,
      payload: { password: dora.body.password, confirm_username: dora.user.username },
    });
    t.deps.deletionSeams.onAccountDeleted = seams;
    expect(res.statusCode, res.body).toBe(200);
    expect(await links()).toHaveLength(0);
  });
});
