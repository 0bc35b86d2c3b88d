import { accountExportSchema, CSV_COLUMNS } from '@enlaza/shared/exports';
import { SUBSCRIBER_MESSAGES as M } from '@enlaza/shared/fans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { firstLink, registerVerifiedCreator } from '../../../test/verify-email';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import type { MailMessage } from '../../integrations/mail/mail-port';
import { formBody } from '../../integrations/payments/testing/payment-test-helpers';

type Creator = Awaited<ReturnType<typeof registerVerifiedCreator>>;

/** Issue 24: fans' emails, double opt-in, one-click unsubscribe and the creator's list. */
describe("fans' emails ('Avísame')", () => {
  // The fan's pages are rendered with the web app's components.
  const web = createWebDistFixture();
  const clock = new TestClock(new Date('2026-11-24T15:00:00.000Z'));
  let t: TestApp;
  let ana: Creator;
  let beto: Creator;
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.1.${Math.floor(ip / 250)}.${ip % 250}`;
  };

  const subscribe = (username: string, payload: object, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: `/api/public/${username}/subscribers`, payload, remoteAddress });
  const postForm = (url: string, values: Record<string, string>, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url, remoteAddress, ...formBody(values) });
  const list = async (who: Creator) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscribers', headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return json<{
      data: {
        enabled: boolean;
        subscribers: { id: number; email: string; source_page: string; confirmed_at: string }[];
      };
    }>(res).data;
  };
  const setEnabled = async (who: Creator, enabled: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/subscribers/settings',
      headers: who.headers,
      payload: { enabled },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const fanSignup = async (username: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/${username}` });
    return json<{ data: { user: { fan_signup: boolean } } }>(res).data.user.fan_signup;
  };
  /** Sends what the queue holds and answers the mails that reached `to` since `before`. */
  const mailsTo = async (to: string, before = 0): Promise<MailMessage[]> => {
    await t.deps.mailQueue.sendDue();
    return (await t.outbox()).slice(before).filter((m) => m.to === to);
  };
  const pathOf = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };
  const statusOf = async (email: string) =>
    (
      await t.database.db
        .selectFrom('fan_subscribers')
        .select('status')
        .where('email', '=', email)
        .executeTakeFirst()
    )?.status ?? null;

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir } });
    ana = await registerVerifiedCreator(t, { full_name: 'Ana Núñez' });
    beto = await registerVerifiedCreator(t, { full_name: 'Beto Ajeno' });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('takes no sign-up while the block is off; the public answer says only whether it is on', async () => {
    expect(await fanSignup(ana.user.username)).toBe(false);
    const res = await subscribe(ana.user.username, { email: 'fan@example.com', consent: true });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ message: M.blockOff });
    // The address is the posts' list (issue 35): it carries the sign-up form only while the block is on.
    const url = `/u/${ana.user.username}/novedades`;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('name="consent"');
    await setEnabled(ana, true);
    const withForm = await t.app.inject({ method: 'GET', url });
    expect(withForm.body).toMatch(new RegExp(`<form [^>]*action="${url}" method="post"`));
    expect(withForm.body).toContain('name="consent"');
    expect(await fanSignup(ana.user.username)).toBe(true);
    expect((await list(ana)).enabled).toBe(true);
  });

  it('refuses a missing consent or a bad address with Spanish field errors', async () => {
    const noConsent = await subscribe(ana.user.username, { email: 'fan@example.com', consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(json(noConsent)).toMatchObject({ errors: [{ field: 'consent', message: M.consentRequired }] });
    const badEmail = await subscribe(ana.user.username, { email: 'fan@', consent: true });
    expect(badEmail.statusCode).toBe(400);
    expect(json(badEmail)).toMatchObject({ errors: [{ field: 'email', message: M.emailInvalid }] });
  });

  it('double opt-in: confirm mail → GET page changes nothing → POST confirms → welcome with one-click unsubscribe', async () => {
    const before = (await t.outbox()).length;
    const res = await subscribe(ana.user.username, {
      email: 'Fan@Example.com',
      consent: true,
      source_page: `/u/${ana.user.username}`,
    });
    expect(res.statusCode).toBe(202);
    expect(json(res)).toEqual({ success: true, message: M.sent });
    expect(await statusOf('fan@example.com')).toBe('pending');
    // Not a subscriber yet: the creator's list shows confirmed addresses only.
    expect((await list(ana)).subscribers).toEqual([]);

    const [mail] = await mailsTo('fan@example.com', before);
    expect(mail?.subject).toBe(M.confirmMail.subject('Ana Núñez'));
    const link = firstLink(mail?.text ?? '');
    expect(link).toMatch(/^http:\/\/localhost:3000\/suscripcion\/confirmar\?token=/);
    const token = new URL(link).searchParams.get('token') ?? '';
    // The token is not at rest: neither in the row nor in the queued mail.
    const stored = JSON.stringify(await t.database.db.selectFrom('fan_subscribers').selectAll().execute());
    const queued = JSON.stringify(await t.database.db.selectFrom('mail_queue').selectAll().execute());
    expect(stored).not.toContain(token);
    expect(queued).not.toContain(token);
    expect(queued).not.toContain('fan@example.com');

    const opened = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(M.confirmButton);
    expect(await statusOf('fan@example.com')).toBe('pending');

    const confirmed = await postForm('/suscripcion/confirmar', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(M.confirmedTitle);
    expect(await statusOf('fan@example.com')).toBe('confirmed');
    expect((await postForm('/suscripcion/confirmar', { token })).statusCode).toBe(410);

    const [welcome] = await mailsTo('fan@example.com', before + 1);
    expect(welcome?.subject).toBe(M.welcomeMail.subject('Ana Núñez'));
    const unsubscribe = welcome?.headers?.['List-Unsubscribe'] ?? '';
    expect(unsubscribe).toMatch(/^<http:\/\/localhost:3000\/suscripcion\/baja\?token=\d+\.[0-9a-f]{64}>$/);
    expect(welcome?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome?.text).toContain(unsubscribe.slice(1, -1));

    const shown = (await list(ana)).subscribers;
    expect(shown).toEqual([
      {
        id: expect.any(Number),
        email: 'fan@example.com',
        confirmed_at: clock.now().toISOString(),
        source_page: `/u/${ana.user.username}`,
      },
    ]);
  });

  it('answers the same for an address already on the list, and sends it nothing', async () => {
    const before = (await t.outbox()).length;
    const again = await subscribe(ana.user.username, { email: 'fan@example.com', consent: true });
    expect(again.statusCode).toBe(202);
    expect(json(again)).toEqual({ success: true, message: M.sent });
    expect(await mailsTo('fan@example.com', before)).toEqual([]);
    expect(await statusOf('fan@example.com')).toBe('confirmed');
    // A pending address asking again gets a fresh link (the old one stops working).
    await subscribe(ana.user.username, { email: 'otra@example.com', consent: true });
    await subscribe(ana.user.username, { email: 'otra@example.com', consent: true });
    const links = (await mailsTo('otra@example.com', before)).map((m) => firstLink(m.text));
    expect(links).toHaveLength(2);
    const first = new URL(links[0] ?? '').searchParams.get('token') ?? '';
    expect((await postForm('/suscripcion/confirmar', { token: first })).statusCode).toBe(410);
  });

  it("keeps a fan's address from every other creator, and from the public answers", async () => {
    const mine = (await list(ana)).subscribers[0];
    expect((await list(beto)).subscribers).toEqual([]);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscribers/${mine?.id}`,
      headers: beto.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs)).toMatchObject({ message: M.notFound });
    const profile = await t.app.inject({ method: 'GET', url: `/api/public/${ana.user.username}` });
    expect(profile.body).not.toContain('fan@example.com');
    const betoCsv = await t.app.inject({
      method: 'GET',
      url: '/api/exports/subscribers.csv',
      headers: beto.headers,
    });
    expect(betoCsv.body).not.toContain('fan@example.com');
  });

  it('exports the list as CSV and in the account JSON', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/exports/subscribers.csv',
      headers: ana.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="enlaza-suscriptores-2026-11-24.csv"',
    );
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.subscribers.join(';'));
    expect(lines[1]).toBe(`fan@example.com;24/11/2026 12:00;/u/${ana.user.username}`);
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/exports/account.json',
      headers: ana.headers,
    });
    const parsed = accountExportSchema.parse(json(account));
    expect(parsed.subscribers.map((s) => s.email)).toEqual(['fan@example.com']);
  });

  it('unsubscribes in one click: the GET page removes nothing, the RFC 8058 POST does', async () => {
    const welcome = (await t.outbox()).find((m) => m.subject === M.welcomeMail.subject('Ana Núñez'));
    const link = welcome?.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '';
    const opened = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(M.unsubscribeButton);
    expect(await statusOf('fan@example.com')).toBe('confirmed');
    // What a mail app's 'Darse de baja' sends: the link itself, body List-Unsubscribe=One-Click.
    const res = await postForm(pathOf(link), { 'List-Unsubscribe': 'One-Click' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(M.unsubscribedBody('Ana Núñez'));
    expect(await statusOf('fan@example.com')).toBeNull();
    expect((await list(ana)).subscribers).toEqual([]);
    const again = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(again.body).toContain(M.unsubscribedGone);
    // A forged token for another row does nothing.
    expect((await postForm('/suscripcion/baja', { token: `1.${'0'.repeat(64)}` })).body).toContain(
      M.unsubscribedGone,
    );
  });

  it('works without JavaScript: the form posts and a rendered page answers', async () => {
    const url = `/u/${ana.user.username}/novedades`;
    const missing = await postForm(url, { email: 'sinjs@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain(M.consentRequired);
    expect(missing.body).toContain('value="sinjs@example.com"');
    // A plain form: it posts back to the server whether or not a script runs.
    expect(missing.body).toMatch(new RegExp(`<form [^>]*action="${url}" method="post"`));
    const ok = await postForm(url, { email: 'sinjs@example.com', consent: 'on' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain(M.sentTitle);
    expect(await statusOf('sinjs@example.com')).toBe('pending');
  });

  it('lets the creator delete an entry of their own list', async () => {
    const before = (await t.outbox()).length;
    await subscribe(ana.user.username, { email: 'borrar@example.com', consent: true });
    const [mail] = await mailsTo('borrar@example.com', before);
    const token = new URL(firstLink(mail?.text ?? '')).searchParams.get('token') ?? '';
    await postForm('/suscripcion/confirmar', { token });
    const entry = (await list(ana)).subscribers.find((s) => s.email === 'borrar@example.com');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscribers/${entry?.id}`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: M.deleted });
    expect((await list(ana)).subscribers.map((s) => s.email)).not.toContain('borrar@example.com');
  });

  it('limits sign-ups per IP and per address (429, Spanish message)', async () => {
    await setEnabled(beto, true);
    const fixed = '10.9.9.9';
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      answers.push(
        (await subscribe(beto.user.username, { email: `ip${i}@example.com`, consent: true }, fixed))
          .statusCode,
      );
    }
    expect(answers.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(answers[20]).toBe(429);
    const perAddress: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      perAddress.push(
        (await subscribe(beto.user.username, { email: 'mucho@example.com', consent: true })).statusCode,
      );
    }
    expect(perAddress).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await subscribe(beto.user.username, { email: 'mucho@example.com', consent: true });
    expect(json(refused)).toMatchObject({ message: M.tooMany });
  });
});
