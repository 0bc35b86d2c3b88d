import { SUBSCRIBER_PATHS } from '@enlaza/shared/fans';
import { POST_MESSAGES as M, POST_MAIL_MESSAGES, type Post } from '@enlaza/shared/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import type { MailMessage } from '../../integrations/mail/mail-port';
import { MailQueueWorker } from '../mail-queue/mail-queue-worker';
import { PostMailingsService } from './post-mailings.service';
import {
  addConfirmedFan,
  addSupporter,
  addTier,
  createPost,
  RefusingMailSender,
} from './testing/post-audience-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** 10:00 on 23/11/2026 in Buenos Aires (UTC−3). */
const NOW = new Date('2026-11-23T13:00:00.000Z');
const post = (title: string, kind: string, extra: object = {}) => ({
  title,
  body: `Texto de **${title}**`,
  audience: { kind },
  send_email: true,
  ...extra,
});

/**
 * Issue 35, mailing posts: through the mail queue to the right audience, with the one-click
 * unsubscribe; the daily cap; the sending rate; bounces; hostile bodies; once across copies.
 */
describe('posts mailed to fans and monthly supporters', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let clock: TestClock;
  let mailer: RefusingMailSender;
  let ana: Creator;
  let low: number;
  let high: number;

  const worker = () => new MailQueueWorker(t.deps);
  const listed = async (who: Creator) =>
    json<{ data: { posts: Post[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/posts', headers: who.headers }),
    ).data.posts;
  const mailsOf = (title: string) => mailer.sent.filter((m) => m.subject.endsWith(title));
  const unsubscribeUrl = (m: MailMessage) => (m.headers?.['List-Unsubscribe'] ?? '').slice(1, -1);
  /** A fresh day (the daily cap counts Argentine days). */
  const nextDay = () => clock.advance(24 * 60 * 60_000);

  beforeAll(async () => {
    clock = new TestClock(NOW);
    mailer = new RefusingMailSender();
    t = await createTestApp({ clock, mail: mailer, env: { WEB_DIST_DIR: web.dir } });
    ana = await registerCreator(t.app, { full_name: 'Ana Banda' });
    await addConfirmedFan(t, ana.user.id, 'fan1@example.com');
    await addConfirmedFan(t, ana.user.id, 'fan2@example.com');
    low = await addTier(t, ana.user.id, 100_000, 'Amigo');
    high = await addTier(t, ana.user.id, 500_000, 'Mecenas');
    await addSupporter(t, ana.user.id, low, 'amigo@example.com');
    await addSupporter(t, ana.user.id, high, 'mecenas@example.com');
    await addSupporter(t, ana.user.id, high, 'pausado@example.com', 'paused');
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('queues nothing in the request; the round mails a public post to fans and supporters, each with both headers', async () => {
    const created = await createPost(t, ana.headers, post('Show en Rosario', 'public'));
    expect(created.mailing).toBeNull();
    expect(
      await t.database.db.selectFrom('mail_queue').where('kind', '=', 'post_mail').selectAll().execute(),
    ).toEqual([]);
    expect(await t.deps.postMailings.queueDue()).toBe(1);
    expect((await listed(ana))[0]?.mailing).toEqual({ status: 'sending', total: 4, sent: 0, failed: 0 });
    await worker().sendDue();
    const mails = mailsOf('Show en Rosario');
    expect(mails.map((m) => m.to).sort()).toEqual([
      'amigo@example.com',
      'fan1@example.com',
      'fan2@example.com',
      'mecenas@example.com',
    ]);
    for (const mail of mails) {
      expect(mail.subject).toBe('Ana Banda: Show en Rosario');
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const url = unsubscribeUrl(mail);
      expect(url.startsWith(`http://localhost:3000${SUBSCRIBER_PATHS.unsubscribe}?token=`)).toBe(true);
      expect(mail.text).toContain(url);
      expect(mail.html).toContain('<strong>Show en Rosario</strong>');
      expect(mail.html).not.toMatch(/<img/i);
      const why = mail.to.startsWith('fan')
        ? POST_MAIL_MESSAGES.whyFan('Ana Banda')
        : POST_MAIL_MESSAGES.whySupporter('Ana Banda');
      expect(mail.text).toContain(why);
    }
    expect((await listed(ana))[0]?.mailing).toEqual({ status: 'done', total: 4, sent: 4, failed: 0 });
    // Sent post mails keep no address.
    const rows = await t.database.db
      .selectFrom('mail_queue')
      .select('recipient')
      .where('kind', '=', 'post_mail')
      .execute();
    expect(rows.every((r) => r.recipient === '')).toBe(true);
    expect(await t.deps.postMailings.queueDue()).toBe(0);
  });

  it('mails a supporters’ post only to active supporters from its tier up, and a fans’ post only to fans', async () => {
    nextDay();
    await createPost(
      t,
      ana.headers,
      post('Solo mecenas', 'monthly', { audience: { kind: 'monthly', min_tier_id: high } }),
    );
    await createPost(t, ana.headers, post('Para todo aporte', 'monthly'));
    await createPost(t, ana.headers, post('Para la lista', 'fans'));
    expect(await t.deps.postMailings.queueDue()).toBe(3);
    await worker().sendDue();
    expect(mailsOf('Solo mecenas').map((m) => m.to)).toEqual(['mecenas@example.com']);
    expect(
      mailsOf('Para todo aporte')
        .map((m) => m.to)
        .sort(),
    ).toEqual(['amigo@example.com', 'mecenas@example.com']);
    expect(
      mailsOf('Para la lista')
        .map((m) => m.to)
        .sort(),
    ).toEqual(['fan1@example.com', 'fan2@example.com']);
  });

  it('caps mailings at 3 an Argentine day: the 4th is refused with a Spanish error; one over it at publishing is not mailed', async () => {
    nextDay();
    for (const title of ['Uno', 'Dos', 'Tres']) await createPost(t, ana.headers, post(title, 'fans'));
    const before = await t.database.db.selectFrom('posts').select('id').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: ana.headers,
      payload: post('Cuatro', 'fans'),
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(res).errors).toEqual([
      { field: 'send_email', message: M.dailyMailLimit },
    ]);
    expect(await t.database.db.selectFrom('posts').select('id').execute()).toHaveLength(before.length);
    // Without mail it is published; a draft asking for mail is kept too.
    await createPost(t, ana.headers, post('Cuatro sin mail', 'fans', { send_email: false }));
    const draft = await createPost(t, ana.headers, post('Cinco', 'fans', { draft: true }));
    expect(await t.deps.postMailings.queueDue()).toBe(3);
    // Published over the cap by another way (here: straight in the table), the round does not mail it.
    await t.database.db
      .updateTable('posts')
      .set({ status: 'published', published_at: clock.now().toISOString() })
      .where('id', '=', draft.id)
      .execute();
    expect(await t.deps.postMailings.queueDue()).toBe(0);
    expect((await listed(ana)).find((p) => p.id === draft.id)?.mailing).toEqual({
      status: 'limit',
      total: 0,
      sent: 0,
      failed: 0,
    });
    const other = await registerCreator(t.app);
    await addConfirmedFan(t, other.user.id, 'otra@example.com');
    await createPost(t, other.headers, post('De otra', 'fans'));
    expect(await t.deps.postMailings.queueDue()).toBe(1);
    await worker().sendDue();
    expect(mailsOf('Cinco')).toEqual([]);
    expect(mailsOf('De otra').map((m) => m.to)).toEqual(['otra@example.com']);
  });

  it('marks an address that bounced for good and skips it next time; a temporary refusal is retried later', async () => {
    nextDay();
    mailer.refuse.set('fan1@example.com', 550);
    mailer.refuse.set('fan2@example.com', 421);
    await createPost(t, ana.headers, post('Rebote', 'fans'));
    await t.deps.postMailings.queueDue();
    expect(await worker().sendDue()).toEqual({ sent: 0, retried: 1, failed: 1 });
    const rows = await t.database.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('kind', '=', 'post_mail')
      .where('status', '<>', 'sent')
      .orderBy('status')
      .execute();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 1],
      ['pending', 1],
    ]);
    expect((rows[1]?.next_attempt_at ?? '') > clock.now().toISOString()).toBe(true);
    expect((await t.database.db.selectFrom('mail_bounces').selectAll().execute()).length).toBe(1);
    mailer.refuse.clear();
    clock.advance(2 * 60_000);
    expect(await worker().sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(mailsOf('Rebote').map((m) => m.to)).toEqual(['fan2@example.com']);
    expect((await listed(ana))[0]?.mailing).toEqual({ status: 'done', total: 2, sent: 1, failed: 1 });
    await createPost(t, ana.headers, post('Después del rebote', 'fans'));
    await t.deps.postMailings.queueDue();
    await worker().sendDue();
    expect(mailsOf('Después del rebote').map((m) => m.to)).toEqual(['fan2@example.com']);
  });

  it('one-click unsubscribe: the fan’s POST removes the fan, the supporter’s stops their post mails', async () => {
    nextDay();
    const fanMail = mailsOf('Show en Rosario').find((m) => m.to === 'fan2@example.com') as MailMessage;
    const supporterMail = mailsOf('Show en Rosario').find((m) => m.to === 'amigo@example.com') as MailMessage;
    for (const mail of [fanMail, supporterMail]) {
      const url = new URL(unsubscribeUrl(mail));
      const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain('Ana Banda');
      const res = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
    }
    const fans = await t.database.db
      .selectFrom('fan_subscribers')
      .select('email')
      .where('user_id', '=', ana.user.id)
      .execute();
    expect(fans.map((f) => f.email)).toEqual(['fan1@example.com']);
    const forged = new URL(unsubscribeUrl(supporterMail)).searchParams.get('token')?.replace(/.$/, '0') ?? '';
    const refused = await t.app.inject({
      method: 'POST',
      url: `${SUBSCRIBER_PATHS.unsubscribe}?token=${forged}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(200);
    expect(await t.database.db.selectFrom('post_mail_optouts').selectAll().execute()).toHaveLength(1);
    await createPost(t, ana.headers, post('Tras la baja', 'public'));
    await t.deps.postMailings.queueDue();
    await worker().sendDue();
    expect(mailsOf('Tras la baja').map((m) => m.to)).toEqual(['mecenas@example.com']);
  });

  it('never lets a hostile body become markup in the mail', async () => {
    await addConfirmedFan(t, ana.user.id, 'fan3@example.com');
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[clic](javascript:alert(1))',
      '**<b onmouseover=alert(1)>negrita</b>**',
      '[*a*](JaVaScRiPt:alert(1))',
    ].join('\n\n');
    await createPost(t, ana.headers, { ...post('Hostil', 'fans'), body: hostile });
    await t.deps.postMailings.queueDue();
    await worker().sendDue();
    const [mail] = mailsOf('Hostil');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toMatch(/<script|<img|<b\s|<[^>]+\son\w+=|href="javascript/i);
  });

  it('sends post mails at the operator’s rate (POST_MAILS_PER_MINUTE), never holding back other mails', async () => {
    clock.advance(61_000);
    const bea = await registerCreator(t.app, { full_name: 'Bea' });
    for (const n of [1, 2, 3, 4, 5]) await addConfirmedFan(t, bea.user.id, `ritmo${n}@example.com`);
    await createPost(t, bea.headers, post('Al ritmo', 'fans'));
    await t.deps.postMailings.queueDue();
    const slow = new MailQueueWorker({ ...t.deps, config: { ...t.deps.config, postMailsPerMinute: 2 } });
    await slow.sendDue();
    expect(mailsOf('Al ritmo')).toHaveLength(2);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: bea.body.email },
    });
    await slow.sendDue();
    expect(mailsOf('Al ritmo')).toHaveLength(2);
    expect(mailer.to(bea.body.email).length).toBeGreaterThan(0);
    clock.advance(61_000);
    await slow.sendDue();
    expect(mailsOf('Al ritmo')).toHaveLength(4);
  });

  it('queues a post’s mails once when two copies run the round at once', async () => {
    await createPost(t, ana.headers, post('Dos copias', 'fans'));
    const copy = new PostMailingsService(t.deps.postMailings.deps);
    const counts = await Promise.all([t.deps.postMailings.queueDue(), copy.queueDue()]);
    expect(counts.sort()).toEqual([0, 1]);
    const rows = await t.database.db
      .selectFrom('mail_queue as q')
      .innerJoin('posts as p', 'p.id', 'q.post_id')
      .select('q.id')
      .where('p.title', '=', 'Dos copias')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
