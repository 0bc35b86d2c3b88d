import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TestClock } from '../../../../test/test-clock';
import { PaymentProviderError } from '../payments-port';
import { simulatorOf } from '../testing/payment-test-helpers';

const BACK = 'http://localhost:3000/u/ana/mensual/gracias';

/** Rejects with a PaymentProviderError of this HTTP status. */
async function expectProviderError(promise: Promise<unknown>, status: number): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect((error as PaymentProviderError).status).toBe(status);
  return error as PaymentProviderError;
}

describe('payment simulator: the subscriptions API', () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2026-01-31T12:00:00Z'));
  let creatorSeq = 7_000;

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  /** A fresh creator's token, a plan of $ 2.000 and one pending subscription to it. */
  const setup = async (amount = 2000) => {
    creatorSeq += 1;
    const sim = simulatorOf(t);
    const grant = sim.grantFor(creatorSeq);
    const token = grant.access_token;
    const plan = await sim.createPlan(token, { reason: 'Fan del disco', back_url: BACK, amount });
    const subscription = await sim.createSubscription(token, {
      plan_id: plan.id,
      external_reference: `ref-${creatorSeq}`,
      payer_email: 'fan@example.com',
      reason: 'Fan del disco',
      back_url: `${BACK}?ref=ref-${creatorSeq}`,
      amount,
    });
    return { sim, token, seller: grant.user_id, plan, subscription };
  };

  const topicsOf = async (ids: string[]) => {
    if (ids.length === 0) return [];
    const rows = await t.database.db
      .selectFrom('sim_mp_notifications')
      .select(['id', 'topic', 'payment_id', 'notification_url'])
      .where('id', 'in', ids)
      .execute();
    return ids.map((id) => rows.find((row) => row.id === id));
  };

  it('creates a plan and a pending subscription whose init_point is the consent page', async () => {
    const { sim, token, plan, subscription } = await setup();
    expect(plan).toMatchObject({ status: 'active', reason: 'Fan del disco', amount: 2000 });
    expect(plan.id).toMatch(/^[0-9a-f]{32}$/);
    expect(subscription).toMatchObject({
      plan_id: plan.id,
      status: 'pending',
      payer_email: 'fan@example.com',
      amount: 2000,
      next_payment_date: null,
    });
    expect(subscription.init_point).toBe(
      `http://localhost:3000/simulador/mercadopago/suscripcion/${subscription.id}`,
    );
    expect(await sim.getSubscription(token, subscription.id)).toEqual(subscription);
    expect(await sim.searchSubscriptions(token, { plan_id: plan.id })).toEqual([subscription]);

    const closed = await sim.updatePlan(token, plan.id, { status: 'inactive', reason: 'Fan viejo' });
    expect(closed).toMatchObject({ id: plan.id, status: 'inactive', reason: 'Fan viejo' });
    // A closed plan takes no new subscriptions.
    await expectProviderError(
      sim.createSubscription(token, {
        plan_id: plan.id,
        external_reference: 'x',
        payer_email: 'otro@example.com',
        reason: 'x',
        back_url: BACK,
        amount: 2000,
      }),
      400,
    );
  });

  it('refuses amounts outside the provider limits and unknown plans', async () => {
    const { sim, token } = await setup();
    for (const amount of [10, 250_001, Number.NaN]) {
      await expectProviderError(sim.createPlan(token, { reason: 'x', back_url: BACK, amount }), 400);
    }
    await expectProviderError(sim.updatePlan(token, 'nope', { status: 'inactive' }), 404);
    expect(
      await t.database.db.selectFrom('sim_mp_plans').select('id').where('reason', '=', 'x').execute(),
    ).toEqual([]);
  });

  it("'Suscribirme' authorizes and charges the first month at once, once however often it is pressed", async () => {
    const { sim, token, subscription } = await setup();
    const presses = await Promise.all(
      Array.from({ length: 8 }, () => sim.authorizeSubscription(subscription.id)),
    );
    const done = presses.filter((p) => p !== null);
    expect(done).toHaveLength(1);
    const event = done[0];
    if (!event?.invoice) throw new Error('no invoice');
    expect(event.subscription.status).toBe('authorized');
    expect(event.invoice).toMatchObject({
      status: 'processed',
      amount_cents: 200_000,
      payment_status: 'approved',
      debit_date: '2026-01-31T12:00:00.000Z',
    });
    const read = await sim.getSubscription(token, subscription.id);
    expect(read.status).toBe('authorized');
    expect(read.next_payment_date).toBe('2026-02-28T12:00:00.000Z');
    expect(read.last_modified > subscription.last_modified).toBe(true);
    const invoices = await sim.searchInvoices(token, { preapproval_id: subscription.id });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      id: event.invoice.id,
      preapproval_id: subscription.id,
      amount: 2000,
      payment: { id: event.invoice.payment_id, status: 'approved', status_detail: 'accredited' },
    });
    expect(await sim.getInvoice(token, event.invoice.id)).toEqual(invoices[0]);

    const sent = await topicsOf(event.notificationIds);
    expect(sent.map((n) => [n?.topic, n?.payment_id])).toEqual([
      ['subscription_preapproval', subscription.id],
      ['subscription_authorized_payment', event.invoice.id],
      ['subscription_preapproval', subscription.id],
    ]);
    expect(sent[0]?.notification_url).toBe(
      'http://localhost:3000/api/webhooks/mercadopago?source_news=webhooks',
    );
  });

  it("'Cobrar mes' charges the next month; three rejected months cancel the subscription", async () => {
    const { sim, token, subscription } = await setup(1500);
    await sim.authorizeSubscription(subscription.id);
    // The charge is dated when it happens (issue 30), not on the date it was due a month ahead.
    clock.advance(3 * 24 * 3600_000);
    const second = await sim.chargeMonth(subscription.id, 'approve');
    expect(second?.invoice).toMatchObject({
      payment_status: 'approved',
      amount_cents: 150_000,
      debit_date: '2026-02-03T12:00:00.000Z',
    });
    expect(second?.subscription.next_payment_date).toBe('2026-03-03T12:00:00.000Z');
    // Invoices of the same instant have no order (random ids): each month's button is pressed later.
    clock.advance(60_000);
    const third = await sim.chargeMonth(subscription.id, 'approve');
    const invoices = await sim.searchInvoices(token, { preapproval_id: subscription.id });
    expect(invoices.map((i) => i.id)).toEqual([third?.invoice?.id, second?.invoice?.id, expect.any(String)]);

    for (const round of [1, 2]) {
      const failed = await sim.chargeMonth(subscription.id, 'reject');
      expect(failed?.invoice).toMatchObject({
        status: 'processed',
        retry_attempt: 4,
        payment_status: 'rejected',
      });
      expect(failed?.subscription).toMatchObject({ status: 'authorized', failed_charges: round });
    }
    const last = await sim.chargeMonth(subscription.id, 'reject');
    expect(last?.subscription).toMatchObject({
      status: 'cancelled',
      failed_charges: 3,
      next_payment_date: null,
    });
    expect((await topicsOf(last?.notificationIds ?? [])).map((n) => n?.topic)).toEqual([
      'subscription_authorized_payment',
      'subscription_preapproval',
    ]);
    expect((await sim.getSubscription(token, subscription.id)).status).toBe('cancelled');
    // Nothing more is charged.
    expect(await sim.chargeMonth(subscription.id, 'approve')).toBeNull();
    expect(await sim.searchInvoices(token, { preapproval_id: subscription.id })).toHaveLength(6);
  });

  it('pauses, reactivates and cancels; cancelled is final; a quiet charge stores no notification', async () => {
    const { sim, token, subscription } = await setup();
    // Pending: only the supporter's confirmation authorizes it.
    await expectProviderError(sim.setSubscriptionStatus(token, subscription.id, 'authorized'), 400);
    await sim.authorizeSubscription(subscription.id);
    const paused = await sim.pauseSubscription(subscription.id);
    expect(paused?.subscription).toMatchObject({ status: 'paused', next_payment_date: null });
    expect(await sim.chargeMonth(subscription.id, 'approve')).toBeNull();
    const resumed = await sim.setSubscriptionStatus(token, subscription.id, 'authorized');
    expect(resumed.status).toBe('authorized');
    expect(resumed.next_payment_date).not.toBeNull();

    const quiet = await sim.chargeMonth(subscription.id, 'approve', { notify: false });
    expect(quiet?.notificationIds).toEqual([]);
    expect(
      await t.database.db
        .selectFrom('sim_mp_notifications')
        .select('id')
        .where('payment_id', '=', quiet?.invoice?.id ?? '')
        .execute(),
    ).toEqual([]);

    const cancelled = await sim.setSubscriptionStatus(token, subscription.id, 'cancelled');
    expect(cancelled).toMatchObject({ status: 'cancelled', next_payment_date: null });
    // The change is announced to the app.
    const announced = await t.database.db
      .selectFrom('sim_mp_notifications')
      .select('topic')
      .where('payment_id', '=', subscription.id)
      .execute();
    expect(announced.length).toBeGreaterThan(0);
    // Cancelling again answers the same; nothing brings it back.
    expect((await sim.setSubscriptionStatus(token, subscription.id, 'cancelled')).status).toBe('cancelled');
    await expectProviderError(sim.setSubscriptionStatus(token, subscription.id, 'authorized'), 400);
    expect(await sim.pauseSubscription(subscription.id)).toBeNull();
  });

  it("shows a seller none of another seller's plans, subscriptions or invoices", async () => {
    const mine = await setup();
    const theirs = await setup();
    const event = await theirs.sim.authorizeSubscription(theirs.subscription.id);
    const invoiceId = event?.invoice?.id ?? '';
    const sim = mine.sim;
    await expectProviderError(sim.getSubscription(mine.token, theirs.subscription.id), 404);
    await expectProviderError(sim.getInvoice(mine.token, invoiceId), 404);
    await expectProviderError(
      sim.setSubscriptionStatus(mine.token, theirs.subscription.id, 'cancelled'),
      404,
    );
    await expectProviderError(sim.updatePlan(mine.token, theirs.plan.id, { status: 'inactive' }), 404);
    await expectProviderError(
      sim.createSubscription(mine.token, {
        plan_id: theirs.plan.id,
        external_reference: 'x',
        payer_email: 'fan@example.com',
        reason: 'x',
        back_url: BACK,
        amount: 2000,
      }),
      404,
    );
    expect(await sim.searchSubscriptions(mine.token, { plan_id: theirs.plan.id })).toEqual([]);
    expect(await sim.searchInvoices(mine.token, { preapproval_id: theirs.subscription.id })).toEqual([]);
    expect((await sim.getSubscription(theirs.token, theirs.subscription.id)).status).toBe('authorized');
  });

  it('refuses the tokens of an unlinked seller and malformed tokens as expired', async () => {
    const { sim, token, seller, subscription } = await setup();
    await sim.unlinkSeller(seller);
    const error = await expectProviderError(sim.getSubscription(token, subscription.id), 401);
    expect(error.tokenExpired).toBe(true);
    await expectProviderError(sim.searchSubscriptions('APP_USR-nope', { plan_id: 'x' }), 401);
  });
});
