import type { LiveGoalEvent } from '@enlaza/shared/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { buildApp } from '../../app';
import { createDeps } from '../../create-deps';
import {
  connectCreator,
  formBody,
  notify,
  payQuietly,
  rowCount,
} from '../../integrations/payments/testing/payment-test-helpers';
import { authorize, chargeMonth, createTier, nextIp, subscribe } from './testing/monthly-test-helpers';

const INVOICE = 'subscription_authorized_payment';

type Supporter = {
  id: string;
  kind: string;
  status: string;
  ends_at: string | null;
  next_retry_at: string | null;
  failure_reason: string | null;
  cancel_reason: string | null;
};
type Page = { supporters: Supporter[]; summary: Record<string, number> };

describe('monthly care: failed charges, gifts and the monthly goal (SQLite and PostgreSQL)', () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2026-03-10T15:00:00Z'));
  // The tier page (and its gift form) is rendered with the web app's components.
  const web = createWebDistFixture();

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir } });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  }, 180_000);

  const setup = async (amount = 2000) => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    const tierId = await createTier(t, creator.headers, amount);
    return { creator, seller, tierId, username: creator.user.username };
  };

  const supporters = async (headers: Record<string, string>, status = 'all') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/monthly/supporters?status=${status}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return json<{ data: Page }>(res).data;
  };

  const mails = (kind: string) =>
    t.database.db.selectFrom('mail_queue').selectAll().where('kind', '=', kind).execute();

  it("a rejected charge shows 'Pago rechazado' with its next retry; duplicates across two copies mail the supporter once", async () => {
    const { creator, seller, tierId, username } = await setup();
    const { ourId, providerId } = await subscribe(t, username, tierId, {
      supporter_name: 'Tomás',
      email: 'tomas@example.com',
      message: '',
    });
    await authorize(t, providerId);
    const declined = await chargeMonth(t, providerId, 'decline', true);
    const invoiceId = declined.invoice?.id as string;

    const deps = createDeps(t.deps.config, t.database, { clock, log: t.deps.log, mail: t.deps.mail });
    const other = await buildApp(deps, { logger: false });
    await other.ready();
    try {
      const copies = [t, { ...t, app: other }];
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          notify(copies[i % 2] as TestApp, invoiceId, seller, { type: INVOICE }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    } finally {
      await other.close();
      await deps.passwordHasher.close();
    }

    const sent = (await mails('monthly_payment_failed')).filter((m) => m.recipient === 'tomas@example.com');
    expect(sent).toHaveLength(1);
    const payload = JSON.parse(sent[0]?.payload ?? '{}');
    expect(payload.manage_url).toContain(providerId);
    expect(payload.reason).toBe('cc_rejected_insufficient_amount');

    const page = await supporters(creator.headers);
    const row = page.supporters.find((s) => s.id === ourId);
    expect(row).toMatchObject({
      kind: 'subscription',
      status: 'payment_failed',
      failure_reason: 'cc_rejected_insufficient_amount',
      next_retry_at: declined.invoice?.next_retry_date,
    });
    expect(page.summary.payment_failed).toBe(1);
    expect((await supporters(creator.headers, 'payment_failed')).supporters.map((s) => s.id)).toEqual([
      ourId,
    ]);

    // Another creator sees none of it and cannot resend.
    const stranger = await registerCreator(t.app);
    expect((await supporters(stranger.headers)).supporters).toEqual([]);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/monthly/supporters/${ourId}/payment-reminder`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);

    // The creator resends once a week.
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/monthly/supporters/${ourId}/payment-reminder`,
        headers: creator.headers,
      });
    expect((await resend()).statusCode).toBe(200);
    const again = await resend();
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toContain('una vez por semana');
    expect(
      (await mails('monthly_payment_failed')).filter((m) => m.recipient === 'tomas@example.com'),
    ).toHaveLength(2);

    // A charge that goes through ends 'Pago rechazado'.
    await chargeMonth(t, providerId, 'approve');
    const after = (await supporters(creator.headers)).supporters.find((s) => s.id === ourId);
    expect(after).toMatchObject({ status: 'authorized', next_retry_at: null, failure_reason: null });

    // Three months rejected after their retries: the provider cancels ('Cancelada (pagos rechazados)').
    for (let i = 0; i < 3; i += 1) await chargeMonth(t, providerId, 'reject');
    const cancelled = (await supporters(creator.headers)).supporters.find((s) => s.id === ourId);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'payments_failed' });
  });

  it('a 3-month gift starts when paid, mails the recipient, is listed until its end and leaves no subscription', async () => {
    const { creator, seller, username, tierId } = await setup(2000);
    const subscriptionsBefore = await rowCount(t, 'sim_mp_subscriptions');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/public/${username}/monthly/${tierId}/gifts`,
      remoteAddress: nextIp(),
      payload: { months: 2, recipient_email: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Elige 1, 3, 6 o 12 meses');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/${username}/monthly/${tierId}/gifts`,
      remoteAddress: nextIp(),
      payload: {
        months: 3,
        recipient_email: 'Amiga@Example.com',
        giver_name: 'Sol',
        message: '¡Feliz cumple!',
      },
    });
    expect(res.statusCode).toBe(201);
    const { checkout_url, gift_id } = json<{ data: { checkout_url: string; gift_id: string } }>(res).data;
    expect(checkout_url).toContain('http');
    const gift = await t.database.db
      .selectFrom('monthly_gifts')
      .selectAll()
      .where('id', '=', gift_id)
      .executeTakeFirstOrThrow();
    expect(gift).toMatchObject({ status: 'pending', amount_cents: 600_000, months: 3 });
    // Not a supporter before the payment.
    expect((await supporters(creator.headers)).supporters).toEqual([]);

    const payment = await payQuietly(t, gift.donation_id, 'approve');
    for (let i = 0; i < 2; i += 1) {
      expect((await notify(t, payment.id, seller)).statusCode).toBe(200);
    }

    const giftMails = (await mails('monthly_gift')).filter((m) => m.recipient === 'amiga@example.com');
    expect(giftMails).toHaveLength(1);
    expect(JSON.parse(giftMails[0]?.payload ?? '{}')).toMatchObject({ months: 3, giver_name: 'Sol' });

    const listed = (await supporters(creator.headers)).supporters;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      kind: 'gift',
      status: 'authorized',
      ends_at: '2026-06-10T15:00:00.000Z',
    });
    expect((await supporters(creator.headers)).summary.active_gifts).toBe(1);
    // No subscription anywhere: nothing is charged again.
    expect(await rowCount(t, 'sim_mp_subscriptions')).toBe(subscriptionsBefore);
    const ours = await t.database.db
      .selectFrom('monthly_subscriptions')
      .select('id')
      .where('user_id', '=', creator.user.id)
      .execute();
    expect(ours).toEqual([]);

    // It simply ends on its date.
    const untilEnd = Date.parse('2026-06-10T15:00:01Z') - clock.now().getTime();
    clock.advance(untilEnd);
    try {
      // (The service itself: the creator's session would have expired in three months.)
      const ended = await t.deps.monthly.supporters.page(creator.user.id, 'all', 1);
      expect(ended.supporters[0]).toMatchObject({ kind: 'gift', status: 'ended' });
      expect(ended.summary.active_gifts).toBe(0);
      expect((await t.deps.monthly.supporters.page(creator.user.id, 'authorized', 1)).supporters).toEqual([]);
    } finally {
      clock.advance(-untilEnd);
    }
  });

  it("'Regalar un mes' on the tier page works without JavaScript: Spanish field errors on the page, then 303 to the checkout", async () => {
    const { creator, username, tierId } = await setup(2000);
    const page = await t.app.inject({
      method: 'GET',
      url: `/u/${username}/mensual/${tierId}?frecuencia=anual`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Regalar un mes');
    expect(page.body).toContain(`action="/u/${username}/mensual/${tierId}/regalo"`);
    expect(page.body).toContain('3 meses · $\u00a06.000');

    const post = (values: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/u/${username}/mensual/${tierId}/regalo`,
        remoteAddress: nextIp(),
        ...formBody(values),
      });
    const bad = await post({ months: '2', recipient_email: 'amiga', message: 'Para ti' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Revisa los datos del regalo.');
    expect(bad.body).toContain('Elige 1, 3, 6 o 12 meses');
    expect(bad.body).toContain('Ingresa un email válido');
    // What was typed stays; the subscribe form above still posts to the tier page itself.
    expect(bad.body).toContain('value="amiga"');
    expect(bad.body).toContain('Para ti</textarea>');
    expect(bad.body).toContain(`action="/u/${username}/mensual/${tierId}"`);
    // Nothing recorded for a refused form.
    const before = await rowCount(t, 'monthly_gifts');

    const good = await post({
      months: '3',
      recipient_email: 'Amiga@Example.com',
      giver_name: 'Sol',
      message: '',
    });
    expect(good.statusCode).toBe(303);
    expect(String(good.headers.location)).toContain('http');
    const gift = await t.database.db
      .selectFrom('monthly_gifts')
      .selectAll()
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(gift).toMatchObject({
      status: 'pending',
      months: 3,
      amount_cents: 600_000,
      recipient_email: 'amiga@example.com',
      giver_name: 'Sol',
      message: null,
    });
    expect(await rowCount(t, 'monthly_gifts')).toBe(before + 1);

    const missing = await t.app.inject({
      method: 'POST',
      url: `/u/${username}/mensual/999999/regalo`,
      remoteAddress: nextIp(),
      ...formBody({ months: '1', recipient_email: 'a@example.com' }),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("'Meta mensual': income or supporters with their current values, in the public answer, the creator's own", async () => {
    const { creator, username, tierId } = await setup(2500);
    const put = (payload: object, headers = creator.headers) =>
      t.app.inject({ method: 'PUT', url: '/api/monthly/goal', headers, payload });

    const wrong = await put({ kind: 'income', target: '12,5' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('número entero de pesos');
    expect((await put({ kind: 'people', target: 3 })).statusCode).toBe(400);

    const saved = await put({ kind: 'income', target: '400.000' });
    expect(saved.statusCode).toBe(200);
    expect(json<{ data: { goal: object } }>(saved).data.goal).toEqual({
      kind: 'income',
      target: 400_000,
      current: 0,
    });

    // The live bar learns it when a supporter starts (the profile's stream, 'Meta mensual' included).
    const live: LiveGoalEvent[] = [];
    const stop = t.deps.liveGoals.listen(creator.user.id, (event) => live.push(event));
    const { providerId } = await subscribe(t, username, tierId, {
      supporter_name: 'Ana',
      email: 'ana@example.com',
      message: '',
    });
    await authorize(t, providerId);
    stop();
    expect(live.at(-1)?.monthly_goal).toEqual({ kind: 'income', target: 400_000, current: 2500 });
    const get = await t.app.inject({ method: 'GET', url: '/api/monthly/goal', headers: creator.headers });
    expect(json<{ data: { goal: object } }>(get).data.goal).toEqual({
      kind: 'income',
      target: 400_000,
      current: 2500,
    });

    await put({ kind: 'supporters', target: 200 });
    const publicRead = await t.app.inject({ method: 'GET', url: `/api/public/${username}` });
    expect(json<{ data: { user: { monthly_goal: object } } }>(publicRead).data.user.monthly_goal).toEqual({
      kind: 'supporters',
      target: 200,
      current: 1,
    });

    const stranger = await registerCreator(t.app);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/monthly/goal', headers: stranger.headers });
    expect(json<{ data: { goal: unknown } }>(theirs).data.goal).toBeNull();
    const strangerPublic = await t.app.inject({
      method: 'GET',
      url: `/api/public/${stranger.user.username}`,
    });
    expect(
      json<{ data: { user: { monthly_goal: unknown } } }>(strangerPublic).data.user.monthly_goal,
    ).toBeNull();
  });
});
