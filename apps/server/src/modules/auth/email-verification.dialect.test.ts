import { VERIFICATION_MESSAGES } from '@enlaza/shared/auth';
import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import {
  openLink,
  registerVerifiedCreator,
  verificationLinkFor,
  verifyEmail,
} from '../../../test/verify-email';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  checkout,
  connectCreator,
  createGoal,
  initiate,
} from '../../integrations/payments/testing/payment-test-helpers';
import { sha256Hex } from '../../lib/crypto';

type Creator = Awaited<ReturnType<typeof registerCreator>>;
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}
interface MeBody {
  data: { user: { email: string; email_verified: boolean } };
}

describe('verified email (issue 22)', () => {
  // The link's page is rendered with the web app's components.
  const web = createWebDistFixture();
  let t: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = new TestClock(new Date('2026-11-20T15:00:00.000Z'));
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir } });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  const me = async (creator: Creator) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: creator.headers });
    expect(res.statusCode).toBe(200);
    return json<MeBody>(res).data.user;
  };
  const verificationRows = (email: string) =>
    t.database.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('kind', '=', 'email_verification')
      .where('recipient', '=', email)
      .execute();
  const resend = (creator: Creator) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verification/resend', headers: creator.headers });
  const changeEmail = (creator: Creator, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/email', headers: creator.headers, payload });

  it('queues one verification mail at registration; the link is stored only as a hash', async () => {
    const creator = await registerCreator(t.app);
    expect(creator.user).toMatchObject({ email_verified: false });
    expect(await me(creator)).toMatchObject({ email: creator.body.email, email_verified: false });

    const [row, ...more] = await verificationRows(creator.body.email);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ status: 'pending', user_id: creator.user.id });

    const link = await verificationLinkFor(t, creator.body.email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/verificar-email\?token=[\w-]+$/);
    const token = new URL(link).searchParams.get('token') ?? '';
    // Neither the link table nor the queued payload holds the token in clear.
    expect(row?.payload).not.toContain(token);
    const stored = await t.database.db
      .selectFrom('email_verifications')
      .selectAll()
      .where('user_id', '=', creator.user.id)
      .execute();
    expect(stored.map((s) => s.token_hash)).toEqual([sha256Hex(token)]);
    expect(stored[0]?.expires_at).toBe(new Date(clock.now().getTime() + 48 * 3_600_000).toISOString());

    const mail = (await t.outbox()).find((m) => m.to === creator.body.email);
    expect(mail?.subject).toBe(MAIL_MESSAGES.verification.subject);
    expect(mail?.text).toContain(link);
  });

  it('verifies through the link once: the page says so in Spanish, /me carries email_verified', async () => {
    const creator = await registerCreator(t.app);
    const link = await verificationLinkFor(t, creator.body.email);

    const first = await openLink(t, link);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).toContain('<html lang="es-AR">');
    expect(first.body).toContain(VERIFICATION_MESSAGES.verifiedTitle);
    // Nothing the visitor needs waits on a script: the page and its way on are in the HTML.
    expect(first.body).toContain(`href="/dashboard"`);
    expect(await me(creator)).toMatchObject({ email_verified: true });

    const again = await openLink(t, link);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(VERIFICATION_MESSAGES.invalidTitle);

    const forged = await t.app.inject({ method: 'GET', url: '/verificar-email?token=otro' });
    expect(forged.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/verificar-email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(VERIFICATION_MESSAGES.invalidTitle);
  });

  it('refuses a link after its 48 hours', async () => {
    const creator = await registerCreator(t.app);
    const link = await verificationLinkFor(t, creator.body.email);
    clock.advance(48 * 3_600_000);
    const res = await openLink(t, link);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(VERIFICATION_MESSAGES.invalidTitle);
    expect(await me(creator)).toMatchObject({ email_verified: false });
  });

  it('resends a new link a few times an hour, then answers 429 in Spanish; a verified email needs none', async () => {
    const creator = await registerCreator(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await resend(creator);
      expect(res.statusCode).toBe(200);
      expect(json<{ message: string }>(res).message).toBe(VERIFICATION_MESSAGES.resent);
    }
    const refused = await resend(creator);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(json<ErrorBody>(refused).message).toBe(VERIFICATION_MESSAGES.tooManyResends);
    expect(await verificationRows(creator.body.email)).toHaveLength(4);

    // The newest link works (older ones too, until used or expired).
    await verifyEmail(t, creator);
    const done = await resend(creator);
    expect(done.statusCode).toBe(409);
    expect(json<ErrorBody>(done).message).toBe(VERIFICATION_MESSAGES.alreadyVerified);

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verification/resend' })).statusCode).toBe(
      401,
    );
  });

  it('refuses to connect Mercado Pago until the email is verified', async () => {
    const creator = await registerCreator(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/oauth/initiate',
      headers: creator.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(json<ErrorBody>(res).message).toBe(VERIFICATION_MESSAGES.connectNeedsVerified);

    await verifyEmail(t, creator);
    expect((await initiate(t, creator.headers)).pathname).toContain('/autorizar');
  });

  it('answers both checkouts with a Spanish 409 for an unverified creator, creating nothing', async () => {
    const creator = await registerVerifiedCreator(t);
    await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: creator.headers,
      payload: { title: 'Show en el Galpón', event_date: '2027-03-20', location: 'El Galpón' },
    });
    expect(event.statusCode, event.body).toBe(201);
    const eventId = json<{ data: { event: { id: number } } }>(event).data.event.id;
    expect((await checkout(t, { goal_id: goalId, amount: 500 })).statusCode).toBe(201);

    // A new address starts unverified: no donations until it is verified.
    const changed = await changeEmail(creator, {
      email: `nueva-${creator.user.id}@example.com`,
      current_password: creator.body.password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const donations = async () =>
      (
        await t.database.db
          .selectFrom('donations')
          .select('id')
          .where('user_id', '=', creator.user.id)
          .execute()
      ).length;
    const before = await donations();

    const profile = await checkout(t, { goal_id: goalId, amount: 500 });
    expect(profile.statusCode).toBe(409);
    expect(json<ErrorBody>(profile).message).toBe(VERIFICATION_MESSAGES.checkoutNeedsVerified);
    const atEvent = await t.app.inject({
      method: 'POST',
      url: `/api/donations/events/${eventId}/checkout`,
      payload: { amount: 1000 },
      remoteAddress: '192.0.2.77',
    });
    expect(atEvent.statusCode).toBe(409);
    expect(json<ErrorBody>(atEvent).message).toBe(VERIFICATION_MESSAGES.checkoutNeedsVerified);
    expect(await donations()).toBe(before);

    await verifyEmail(t, { body: { email: `nueva-${creator.user.id}@example.com` } });
    expect((await checkout(t, { goal_id: goalId, amount: 500 })).statusCode).toBe(201);
  });

  it('features only creators whose email is verified', async () => {
    const creator = await registerCreator(t.app, { full_name: 'Sin Verificar' });
    const now = clock.now().toISOString();
    await t.database.db
      .updateTable('users')
      .set({ bio: 'Hago música' })
      .where('id', '=', creator.user.id)
      .execute();
    await t.database.db
      .insertInto('links')
      .values({
        user_id: creator.user.id,
        title: 'Mi sitio',
        url: 'https://example.org',
        icon: 'website',
        is_active: 1,
        order_position: 0,
        click_count: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const featured = async () => {
      // Past the featured list's cache.
      clock.advance(60_000);
      const res = await t.app.inject({ method: 'GET', url: '/api/stats/featured-creators?period=all' });
      expect(res.statusCode).toBe(200);
      return json<{ data: { creators: { username: string }[] } }>(res).data.creators.map((c) => c.username);
    };
    expect(await featured()).not.toContain(creator.user.username);
    await verifyEmail(t, creator);
    expect(await featured()).toContain(creator.user.username);
  });

  it('changes the email only with the current password, in Spanish field errors, changing nothing', async () => {
    const creator = await registerVerifiedCreator(t);
    const wrong = await changeEmail(creator, { email: 'otra@example.com', current_password: 'no-es-esta' });
    expect(wrong.statusCode).toBe(400);
    expect(json<ErrorBody>(wrong).errors).toEqual([
      { field: 'current_password', message: VERIFICATION_MESSAGES.wrongPassword },
    ]);
    const none = await changeEmail(creator, { email: 'otra@example.com' });
    expect(none.statusCode).toBe(400);
    expect(json<ErrorBody>(none).errors?.[0]).toMatchObject({ field: 'current_password' });
    const bad = await changeEmail(creator, {
      email: 'no-es-un-email',
      current_password: creator.body.password,
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).errors?.[0]).toMatchObject({
      field: 'email',
      message: 'El email no es válido',
    });
    const same = await changeEmail(creator, {
      email: creator.body.email,
      current_password: creator.body.password,
    });
    expect(same.statusCode).toBe(400);
    expect(json<ErrorBody>(same).errors?.[0]).toMatchObject({ message: VERIFICATION_MESSAGES.sameEmail });
    const other = await registerCreator(t.app);
    const taken = await changeEmail(creator, {
      email: other.body.email,
      current_password: creator.body.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(json<ErrorBody>(taken).errors?.[0]).toMatchObject({
      field: 'email',
      message: 'Este email ya está registrado',
    });
    expect(await me(creator)).toMatchObject({ email: creator.body.email, email_verified: true });
  });

  it('sends a link to the new address and a notice to the old one; the old links verify nothing', async () => {
    const creator = await registerCreator(t.app);
    const oldLink = await verificationLinkFor(t, creator.body.email);
    const newEmail = `cambio-${creator.user.id}@example.com`;
    const res = await changeEmail(creator, {
      email: newEmail.toUpperCase(),
      current_password: creator.body.password,
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ message: string; data: { user: object } }>(res)).toMatchObject({
      message: VERIFICATION_MESSAGES.changed,
      data: { user: { email: newEmail, email_verified: false } },
    });

    const newLink = await verificationLinkFor(t, newEmail);
    const notices = (await t.outbox()).filter(
      (m) => m.to === creator.body.email && m.subject === MAIL_MESSAGES.emailChanged.subject,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`c***@example.com`);
    expect(notices[0]?.text).not.toContain(newEmail);

    expect((await openLink(t, oldLink)).statusCode).toBe(400);
    expect(await me(creator)).toMatchObject({ email: newEmail, email_verified: false });
    expect((await openLink(t, newLink)).statusCode).toBe(200);
    expect(await me(creator)).toMatchObject({ email: newEmail, email_verified: true });

    // The new address logs in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: newEmail, password: creator.body.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
