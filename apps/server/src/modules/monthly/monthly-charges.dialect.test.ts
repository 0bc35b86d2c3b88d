import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { buildApp } from '../../app';
import { createDeps } from '../../create-deps';
import {
  connectCreator,
  createGoal,
  goalRaised,
  notify,
  simulatorOf,
} from '../../integrations/payments/testing/payment-test-helpers';
import {
  authorize,
  chargeMonth,
  createTier,
  monthlyDonations,
  subscribe,
  subscriptionRow,
} from './testing/monthly-test-helpers';

const INVOICE = 'subscription_authorized_payment';
const SUBSCRIPTION = 'subscription_preapproval';

describe('monthly support: notifications, charges and reconciliation (SQLite and PostgreSQL)', () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2026-03-10T15:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close(), 180_000);

  /** A connected creator with a goal and a $ 2.000 tier. */
  const setup = async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    await createGoal(t, creator.headers, 500_000);
    const tierId = await createTier(t, creator.headers);
    return { creator, seller, tierId, username: creator.user.username };
  };

  it('50 duplicate notifications of one invoice, split across two copies, make one donation and raise the goal once', async () => {
    const { creator, seller, tierId, username } = await setup();
    const { ourId, providerId } = await subscribe(t, username, tierId);
    // Confirmed at the provider without telling us: the first month's invoice is what we are told about.
    const event = await authorize(t, providerId, true);
    const invoiceId = event.invoice?.id as string;

    // A second copy of the server over the same database (its own services and caches).
    const deps = createDeps(t.deps.config, t.database, { clock, log: t.deps.log, mail: t.deps.mail });
    const other = await buildApp(deps, { logger: false });
    await other.ready();
    try {
      const copies = [t, { ...t, app: other }];
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          notify(copies[i % 2] as TestApp, invoiceId, seller, { type: INVOICE }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    } finally {
      await other.close();
      await deps.passwordHasher.close();
    }

    const donations = await monthlyDonations(t, ourId);
    expect(donations).toHaveLength(1);
    expect(donations[0]).toMatchObject({
      kind: 'monthly',
      mp_status: 'approved',
      mp_invoice_id: invoiceId,
      mp_payment_id: event.invoice?.payment_id,
      amount_cents: 200_000,
      platform_commission_cents: 0,
      creator_amount_cents: 200_000,
    });
    expect(await goalRaised(t, creator.headers)).toBe(2000);
    // The invoice's reading re-read the subscription: authorized now, with its next charge.
    const row = await subscriptionRow(t, ourId);
    expect(row.status).toBe('authorized');
    expect(row.next_charge_at).not.toBeNull();
    expect(row.last_charge_at).not.toBeNull();

    // The history shows it as monthly ('Mensual' on the web); statistics count it once.
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/donations/received',
      headers: creator.headers,
    });
    const list = json<{ data: { donations: { kind: string; amount: number }[] } }>(history).data.donations;
    expect(list).toEqual([expect.objectContaining({ kind: 'monthly', amount: 2000, refundable: false })]);
    // It is not refunded from the donations screen (it is the provider's subscription charge).
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${donations[0]?.id}/refund`,
      headers: creator.headers,
    });
    expect(refund.statusCode).toBe(409);
  }, 120_000);

  it("the wall marks monthly supporters and shows the message typed when subscribing, under the wall's rules; so does the creator's list", async () => {
    const { creator, tierId, username } = await setup();
    const headers = creator.headers;
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/donations/wall-settings',
      headers,
      payload: { blocked_words: ['feo'] },
    });
    expect(settings.statusCode).toBe(200);
    const lucia = await subscribe(t, username, tierId, {
      supporter_name: 'Lucía',
      email: 'lucia-wall@example.com',
      message: '¡Vamos, Ana!',
    });
    const rude = await subscribe(t, username, tierId, {
      supporter_name: 'Rudo',
      email: 'rudo-wall@example.com',
      message: 'Qué tema FEO',
    });
    await authorize(t, lucia.providerId);
    clock.advance(60_000);
    await authorize(t, rude.providerId);
    clock.advance(60_000);
    await chargeMonth(t, lucia.providerId, 'approve');

    type Entry = { name: string; message: string | null; monthly: boolean; created_at: string };
    const wall = async () =>
      json<{ data: { user: { supporters: Entry[] } } }>(
        await t.app.inject({ method: 'GET', url: `/api/public/${username}` }),
      ).data.user.supporters;
    // Newest first: Lucía's second month (the message once, with her first charge), Rudo (a blocked
    // word hides it, as for a donation), Lucía's first month with her message. All 'Mensual'.
    expect((await wall()).map((e) => [e.name, e.message, e.monthly])).toEqual([
      ['Lucía', null, true],
      ['Rudo', null, true],
      ['Lucía', '¡Vamos, Ana!', true],
    ]);
    // Dated when charged, never ahead of now.
    for (const entry of await wall()) expect(entry.created_at <= clock.now().toISOString()).toBe(true);

    // The creator's monthly list shows each supporter's message, as the donations list does.
    const list = json<{ data: { supporters: { id: string; message: string | null }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/monthly/supporters', headers }),
    ).data.supporters;
    expect(list.find((s) => s.id === lucia.ourId)?.message).toBe('¡Vamos, Ana!');
    expect(list.find((s) => s.id === rude.ourId)?.message).toBe('Qué tema FEO');

    // The creator hides it on the wall like any donation's message.
    const first = (await monthlyDonations(t, lucia.ourId))[0];
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/donations/${first?.id}`,
      headers,
      payload: { message_hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    expect((await wall()).map((e) => e.message)).toEqual([null, null, null]);
  });

  it('three charged months are three donations and raise the goal by three times the amount; receipts are queued once each', async () => {
    const { creator, tierId, username } = await setup();
    const { ourId, providerId } = await subscribe(t, username, tierId);
    await authorize(t, providerId);
    await chargeMonth(t, providerId, 'approve');
    await chargeMonth(t, providerId, 'approve');
    expect(await monthlyDonations(t, ourId)).toHaveLength(3);
    expect(await goalRaised(t, creator.headers)).toBe(6000);
    const receipts = await t.database.db
      .selectFrom('mail_queue')
      .select(['kind', 'recipient'])
      .where('kind', 'in', ['monthly_receipt', 'monthly_active', 'monthly_new_supporter'])
      .where('user_id', '=', creator.user.id)
      .execute();
    expect(receipts.filter((m) => m.kind === 'monthly_receipt')).toHaveLength(3);
    expect(receipts.filter((m) => m.kind === 'monthly_active')).toEqual([
      { kind: 'monthly_active', recipient: 'lucia@example.com' },
    ]);
    expect(receipts.filter((m) => m.kind === 'monthly_new_supporter')).toHaveLength(1);
  });

  it('three rejected months cancel the subscription, as the provider does, and the creator is told', async () => {
    const { creator, tierId, username } = await setup();
    const { ourId, providerId } = await subscribe(t, username, tierId);
    await authorize(t, providerId);
    await chargeMonth(t, providerId, 'reject');
    expect(await subscriptionRow(t, ourId)).toMatchObject({ status: 'authorized', failed_charges: 1 });
    await chargeMonth(t, providerId, 'reject');
    await chargeMonth(t, providerId, 'reject');
    const row = await subscriptionRow(t, ourId);
    expect(row).toMatchObject({ status: 'cancelled', failed_charges: 3, cancelled_by: 'provider' });
    expect(row.cancellation_code).toMatch(/^BAJA-[A-Z0-9]{8}$/);
    // Only the first (approved) month is a donation.
    expect(await monthlyDonations(t, ourId)).toHaveLength(1);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/monthly/supporters',
      headers: creator.headers,
    });
    expect(json<{ data: { supporters: { status: string }[] } }>(list).data.supporters).toEqual([
      expect.objectContaining({ status: 'cancelled' }),
    ]);
    const alert = await t.database.db
      .selectFrom('mail_queue')
      .select('recipient')
      .where('kind', '=', 'monthly_cancelled')
      .where('user_id', '=', creator.user.id)
      .execute();
    expect(alert).toEqual([{ recipient: creator.body.email }]);
  });

  it('a forged or replayed notification changes nothing', async () => {
    const { seller, tierId, username } = await setup();
    const { ourId, providerId } = await subscribe(t, username, tierId);
    const event = await authorize(t, providerId, true);
    const invoiceId = event.invoice?.id as string;
    const sim = simulatorOf(t);
    const reads = vi.spyOn(sim, 'getInvoice');
    try {
      // Forged: wrong secret, no signature, or a stale timestamp → refused before anything is read.
      const forged = await notify(t, invoiceId, seller, { type: INVOICE, secret: 'not-the-secret' });
      const unsigned = await notify(t, invoiceId, seller, { type: INVOICE, withSignature: false });
      const stale = await notify(t, invoiceId, seller, {
        type: INVOICE,
        ts: Math.floor(clock.now().getTime() / 1000) - 3600,
      });
      const forgedSub = await notify(t, providerId, seller, { type: SUBSCRIPTION, secret: 'not-the-secret' });
      expect([forged, unsigned, stale, forgedSub].map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
      expect(reads).not.toHaveBeenCalled();
      expect(await monthlyDonations(t, ourId)).toHaveLength(0);
      expect((await subscriptionRow(t, ourId)).status).toBe('pending');

      // A genuine one is acted on once; its replay (same x-request-id) is not even read.
      const requestId = randomUUID();
      expect((await notify(t, invoiceId, seller, { type: INVOICE, requestId })).statusCode).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
      const replay = await notify(t, invoiceId, seller, { type: INVOICE, requestId });
      expect(replay.statusCode).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(await monthlyDonations(t, ourId)).toHaveLength(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('a notification naming another seller or an unknown resource changes nothing', async () => {
    const a = await setup();
    const b = await setup();
    const { ourId, providerId } = await subscribe(t, a.username, a.tierId);
    const event = await authorize(t, providerId, true);
    // B's account cannot read A's invoice: nothing happens to A's subscription.
    const res = await notify(t, event.invoice?.id as string, b.seller, { type: INVOICE });
    expect(res.statusCode).toBe(200);
    expect(await monthlyDonations(t, ourId)).toHaveLength(0);
    expect((await notify(t, '999999', a.seller, { type: INVOICE })).statusCode).toBe(200);
    expect((await notify(t, 'abcdef', a.seller, { type: SUBSCRIPTION })).statusCode).toBe(200);
    expect((await subscriptionRow(t, ourId)).status).toBe('pending');
  });

  it('the reconciliation finds a charge and a confirmation whose notifications were lost, once', async () => {
    const { creator, tierId, username } = await setup();
    const { ourId, providerId } = await subscribe(t, username, tierId);
    await authorize(t, providerId, true);
    await chargeMonth(t, providerId, 'approve', true);
    expect(await monthlyDonations(t, ourId)).toHaveLength(0);

    const first = await t.deps.monthly.reconciler.sweep();
    expect(first?.changed).toBeGreaterThanOrEqual(3);
    expect(await monthlyDonations(t, ourId)).toHaveLength(2);
    expect((await subscriptionRow(t, ourId)).status).toBe('authorized');
    expect(await goalRaised(t, creator.headers)).toBe(4000);

    // Nothing new: a second round changes nothing.
    await t.deps.monthly.reconciler.sweep();
    expect(await monthlyDonations(t, ourId)).toHaveLength(2);
    expect(await goalRaised(t, creator.headers)).toBe(4000);
  });

  it('a pause read from the provider shows as paused; an older reading never overwrites a newer one', async () => {
    const { tierId, username } = await setup();
    const { ourId, providerId } = await subscribe(t, username, tierId);
    await authorize(t, providerId);
    const sim = simulatorOf(t);
    const before = await sim.subscriptions.find(providerId);
    clock.advance(60_000);
    const paused = await sim.pauseSubscription(providerId, { notify: false });
    expect(paused).not.toBeNull();
    await t.deps.monthly.reconciler.sweep();
    expect((await subscriptionRow(t, ourId)).status).toBe('paused');
    // An older reading (authorized, earlier last_modified) arrives late: ignored.
    const stale = sim.subscriptions.toSubscription({ ...(before as NonNullable<typeof before>) });
    const row = await subscriptionRow(t, ourId);
    expect(await t.deps.monthly.sync.applySubscription(row.user_id, stale)).toBe('stale');
    expect((await subscriptionRow(t, ourId)).status).toBe('paused');
  });
});
