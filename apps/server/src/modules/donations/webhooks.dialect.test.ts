import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { PaymentProviderError } from '../../integrations/payments/payments-port';
import {
  connectCreator,
  createGoal,
  donation,
  goalRaised,
  notify,
  payQuietly,
  rowCount,
  simulatorOf,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { applyProviderPayment } from './apply-payment';

/** A fixed shuffle, so a failure can be replayed. */
function shuffle<T>(items: T[], seed = 42): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('POST /webhooks/mercadopago', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A connected creator with a goal. */
  const setup = async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    return { creator, seller, goalId, headers: creator.headers };
  };

  /** Sum of the goal's approved donations, read straight from the rows. */
  const approvedSum = async (goalId: number) => {
    const rows = await t.database.db
      .selectFrom('donations')
      .select(['amount_cents', 'mp_status'])
      .where('goal_id', '=', goalId)
      .execute();
    return (
      rows.filter((r) => r.mp_status === 'approved').reduce((sum, r) => sum + Number(r.amount_cents), 0) / 100
    );
  };

  it('refuses unsigned, wrongly signed and stale notifications with 401, changing nothing', async () => {
    const { seller, goalId, headers } = await setup();
    const { donation_id } = await startDonation(t, goalId, 1000);
    const payment = await payQuietly(t, donation_id, 'approve');
    const notesBefore = await rowCount(t, 'payment_notifications');
    const now = Math.floor(t.deps.clock.now().getTime() / 1000);

    const refused = [
      await notify(t, payment.id, seller, { withSignature: false }),
      await notify(t, payment.id, seller, { secret: 'otro-secreto-cualquiera' }),
      await notify(t, payment.id, seller, { ts: now - 6 * 60 }),
      await notify(t, payment.id, seller, { ts: now + 6 * 60 }),
      // Milliseconds are not seconds: a 13-digit ts is far outside the window.
      await notify(t, payment.id, seller, { ts: now * 1000 }),
    ];
    // The signature covers the query's data.id: another id with the same signature fails.
    const signed = await notify(t, '1', seller, { requestId: 'req-1', ts: now });
    expect(signed.statusCode).toBe(200);
    const replayed = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/mercadopago?data.id=${payment.id}&type=payment`,
      headers: {
        'content-type': 'application/json',
        'x-request-id': 'req-1',
        'x-signature': `ts=${now},v1=${'0'.repeat(64)}`,
      },
      payload: { type: 'payment', data: { id: payment.id } },
    });
    refused.push(replayed);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/mercadopago?data.id=${payment.id}&type=payment`,
      headers: { 'content-type': 'application/json', 'x-signature': 'ts=abc' },
      payload: {},
    });
    refused.push(malformed);
    for (const res of refused) {
      expect(res.statusCode).toBe(401);
      expect(json<{ message: string }>(res).message).toBe('Firma de notificación inválida');
    }
    expect((await donation(t, donation_id)).mp_status).toBe('pending');
    expect(await goalRaised(t, headers)).toBe(0);
    // Only the valid notification about payment '1' (unknown to everyone) was recorded.
    expect(await rowCount(t, 'payment_notifications')).toBe(notesBefore + 1);

    // Within the window, a correctly signed one is applied.
    const ok = await notify(t, payment.id, seller, { ts: now - 4 * 60 });
    expect(ok.statusCode).toBe(200);
    expect(json<{ success: boolean }>(ok).success).toBe(true);
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
  });

  it('converges on the provider state under duplicates, shuffling and 50+ concurrent deliveries', async () => {
    const { seller, goalId, headers } = await setup();
    const a = await startDonation(t, goalId, 1000);
    const b = await startDonation(t, goalId, 2500);
    const c = await startDonation(t, goalId, 700);
    const pa = await payQuietly(t, a.donation_id, 'approve');
    const pb = await payQuietly(t, b.donation_id, 'pending');
    const pc = await payQuietly(t, c.donation_id, 'reject');
    const before = await rowCount(t, 'donations');

    const deliveries = shuffle([
      ...Array.from({ length: 60 }, () => pa.id),
      ...Array.from({ length: 8 }, () => pb.id),
      ...Array.from({ length: 8 }, () => pc.id),
    ]);
    const results = await Promise.all(deliveries.map((id) => notify(t, id, seller)));
    expect(results.map((r) => r.statusCode)).toEqual(deliveries.map(() => 200));

    expect(await rowCount(t, 'donations')).toBe(before);
    expect(await donation(t, a.donation_id)).toMatchObject({ mp_status: 'approved', mp_payment_id: pa.id });
    expect(await donation(t, b.donation_id)).toMatchObject({ mp_status: 'pending', mp_payment_id: pb.id });
    expect(await donation(t, c.donation_id)).toMatchObject({ mp_status: 'rejected', mp_payment_id: pc.id });
    expect(await goalRaised(t, headers)).toBe(1000);
    expect(await approvedSum(goalId)).toBe(1000);

    // B is approved later: its notification, again many times and mixed with stale ones of A.
    await simulatorOf(t).setPaymentStatus(pb.id, 'approved', 'accredited');
    const more = shuffle(
      [...Array.from({ length: 30 }, () => pb.id), ...Array.from({ length: 30 }, () => pa.id)],
      7,
    );
    await Promise.all(more.map((id) => notify(t, id, seller)));
    expect(await donation(t, b.donation_id)).toMatchObject({ mp_status: 'approved', payment_method: 'cash' });
    expect(await goalRaised(t, headers)).toBe(3500);
    expect(await approvedSum(goalId)).toBe(3500);
    expect(await rowCount(t, 'donations')).toBe(before);
  });

  it('takes a refunded payment back out of the goal total', async () => {
    const { seller, goalId, headers } = await setup();
    const { donation_id } = await startDonation(t, goalId, 4000);
    const payment = await payQuietly(t, donation_id, 'approve');
    await notify(t, payment.id, seller);
    expect(await goalRaised(t, headers)).toBe(4000);

    await simulatorOf(t).setPaymentStatus(payment.id, 'refunded', 'refunded');
    await notify(t, payment.id, seller);
    expect((await donation(t, donation_id)).mp_status).toBe('refunded');
    expect(await goalRaised(t, headers)).toBe(0);

    // A chargeback leaves the total too, with its own status.
    const other = await startDonation(t, goalId, 300);
    const charged = await payQuietly(t, other.donation_id, 'approve');
    await simulatorOf(t).setPaymentStatus(charged.id, 'charged_back');
    await notify(t, charged.id, seller);
    expect((await donation(t, other.donation_id)).mp_status).toBe('charged_back');
    expect(await goalRaised(t, headers)).toBe(0);
  });

  it('applies what the provider says now, whatever order notifications arrive in', async () => {
    const { creator, seller, goalId, headers } = await setup();
    const { donation_id } = await startDonation(t, goalId, 1500);
    const payment = await payQuietly(t, donation_id, 'pending');
    const pendingReading = await simulatorOf(t).getPayment(
      (await simulatorOf(t).grantFor(creator.user.id)).access_token,
      payment.id,
    );
    await simulatorOf(t).setPaymentStatus(payment.id, 'approved', 'accredited');
    await notify(t, payment.id, seller, { action: 'payment.updated' });
    // The older 'payment.created' notification arrives last: the provider still says approved.
    await notify(t, payment.id, seller, { action: 'payment.created' });
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
    expect(await goalRaised(t, headers)).toBe(1500);

    // A reading taken before the approval but applied after it (a slow concurrent handler) is stale.
    const late = await applyProviderPayment(t.deps, creator.user.id, {
      ...pendingReading,
      date_last_updated: new Date(Date.parse(pendingReading.date_last_updated ?? '') - 1000).toISOString(),
    });
    expect(late.outcome).toBe('stale');
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
  });

  it('records a second payment of a paid checkout as its own donation, never merging or losing it', async () => {
    const { seller, goalId, headers } = await setup();
    const { donation_id } = await startDonation(t, goalId, 1000, { donor_name: 'Ana' });
    const first = await payQuietly(t, donation_id, 'approve');
    const second = await payQuietly(t, donation_id, 'approve');
    await Promise.all([
      notify(t, second.id, seller),
      notify(t, first.id, seller),
      notify(t, second.id, seller),
    ]);
    const rows = await t.database.db
      .selectFrom('donations')
      .select(['mp_payment_id', 'mp_status', 'donor_name', 'external_reference'])
      .where('external_reference', '=', donation_id)
      .execute();
    expect(rows.map((r) => r.mp_payment_id).sort()).toEqual([first.id, second.id].sort());
    expect(rows.every((r) => r.mp_status === 'approved' && r.donor_name === 'Ana')).toBe(true);
    expect(await goalRaised(t, headers)).toBe(2000);
  });

  it('ignores payments that are unknown or belong to another creator', async () => {
    const x = await setup();
    const y = await setup();
    const yDonation = await startDonation(t, y.goalId, 900);
    const before = await rowCount(t, 'donations');
    expect((await notify(t, '55555555555', x.seller)).statusCode).toBe(200);

    // A payment collected by X that claims Y's donation as its reference.
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('sim_mp_payments')
      .values({
        id: '77777777777',
        preference_id: 'x',
        collector_id: x.seller,
        status: 'approved',
        status_detail: 'accredited',
        amount_cents: 90_000,
        currency_id: 'ARS',
        external_reference: yDonation.donation_id,
        payment_type_id: 'credit_card',
        payment_method_id: 'visa',
        application_fee_cents: 0,
        date_created: now,
        date_approved: now,
        date_last_updated: now,
      })
      .execute();
    expect((await notify(t, '77777777777', x.seller)).statusCode).toBe(200);
    expect((await donation(t, yDonation.donation_id)).mp_status).toBe('pending');
    expect(await rowCount(t, 'donations')).toBe(before);
    expect(await goalRaised(t, y.headers)).toBe(0);
  });

  it('parks a payment it cannot read while the account is disconnected, and applies it on reconnect', async () => {
    const { creator, seller, goalId, headers } = await setup();
    const { donation_id } = await startDonation(t, goalId, 2000);
    const payment = await payQuietly(t, donation_id, 'approve');
    await t.app.inject({ method: 'POST', url: '/api/mercadopago/revoke', headers });

    expect((await notify(t, payment.id, seller)).statusCode).toBe(200);
    expect((await donation(t, donation_id)).mp_status).toBe('pending');
    const parked = await t.database.db
      .selectFrom('payment_notifications')
      .selectAll()
      .where('payment_id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(parked).toMatchObject({ mp_user_id: seller, processed_at: null });

    await connectCreator(t, creator);
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
    expect(await goalRaised(t, headers)).toBe(2000);
    const done = await t.database.db
      .selectFrom('payment_notifications')
      .select('processed_at')
      .where('payment_id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(done.processed_at).not.toBeNull();
  });

  it('answers 503 while the provider is unreachable, so the notification is delivered again', async () => {
    const { seller, goalId } = await setup();
    const { donation_id } = await startDonation(t, goalId, 800);
    const payment = await payQuietly(t, donation_id, 'approve');
    const spy = vi
      .spyOn(t.deps.payments, 'getPayment')
      .mockRejectedValueOnce(new PaymentProviderError('timeout', null));
    spy.mockRejectedValueOnce(new PaymentProviderError('timeout', null));
    try {
      const res = await notify(t, payment.id, seller);
      expect(res.statusCode).toBe(503);
      // The provider's next delivery carries the same x-request-id: it is not taken for a replay.
      expect((await notify(t, payment.id, seller, { requestId: 'retry-1' })).statusCode).toBe(503);
      expect(json<{ message: string }>(res).message).toBe(
        'MercadoPago no está disponible en este momento. Intenta de nuevo en unos minutos.',
      );
    } finally {
      spy.mockRestore();
    }
    expect((await donation(t, donation_id)).mp_status).toBe('pending');
    expect((await notify(t, payment.id, seller, { requestId: 'retry-1' })).statusCode).toBe(200);
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
  });

  it('lets the donor return page catch up with a lost notification, checked with the provider', async () => {
    const { goalId, headers } = await setup();
    const mine = await startDonation(t, goalId, 1200);
    const other = await startDonation(t, goalId, 600);
    const payment = await payQuietly(t, mine.donation_id, 'approve');
    const otherPayment = await payQuietly(t, other.donation_id, 'approve');

    // Another checkout's payment id does not touch this donation.
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${mine.donation_id}/status?payment_id=${otherPayment.id}`,
    });
    expect(json<{ data: { donation: { status: string } } }>(wrong).data.donation.status).toBe('pending');

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${mine.donation_id}/status?payment_id=${payment.id}&status=approved`,
    });
    expect(json<{ data: { donation: { status: string } } }>(res).data.donation.status).toBe('approved');
    expect(await goalRaised(t, headers)).toBe(1200);
  });

  it('accepts notifications it has no use for, and malformed bodies, without errors', async () => {
    const { seller } = await setup();
    expect((await notify(t, '123', seller, { type: 'merchant_order' })).statusCode).toBe(200);
    expect(
      (await notify(t, '123', seller, { type: 'mp-connect', action: 'application.authorized' })).statusCode,
    ).toBe(200);
    const now = String(Math.floor(Date.now() / 1000));
    const { signNotification } = await import('../../integrations/payments/webhook-signature');
    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/mercadopago',
      headers: {
        'content-type': 'application/json',
        'x-signature': signNotification(t.deps.config.payments.webhookSecret, { ts: now }),
      },
      payload: [1, 2, 3],
    });
    expect(odd.statusCode).toBe(200);
  });
});
