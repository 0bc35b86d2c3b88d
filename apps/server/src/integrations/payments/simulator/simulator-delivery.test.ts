import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerCreator, type TestApp } from '../../../../test/test-app';
import { TestClock } from '../../../../test/test-clock';
import { silentLogger } from '../../../lib/logger';
import { PaymentProviderError } from '../payments-port';
import {
  connectCreator,
  createGoal,
  donation,
  formBody,
  goalRaised,
  preferenceOf,
  startDonation,
} from '../testing/payment-test-helpers';
import { SimulatorNotifications } from './simulator-webhook';

describe('payment simulator: notification delivery and single approval', () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2025-08-01T12:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const notifications = () =>
    new SimulatorNotifications(t.database.db, clock, t.deps.config.payments.webhookSecret, silentLogger);

  const setup = async () => {
    const creator = await registerCreator(t.app);
    await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    return { headers: creator.headers, goalId };
  };

  const press = (checkoutUrl: string, resultado = 'aprobar') =>
    t.app.inject({ method: 'POST', url: new URL(checkoutUrl).pathname, ...formBody({ resultado }) });

  it('keeps a notification the app did not acknowledge and sends it again with back-off', async () => {
    const { headers, goalId } = await setup();
    const { donation_id, checkout_url } = await startDonation(t, goalId, 1800);
    // The app cannot reach the provider when the first delivery arrives: it answers 503.
    const spy = vi
      .spyOn(t.deps.payments, 'getPayment')
      .mockRejectedValueOnce(new PaymentProviderError('timeout', null));
    try {
      expect((await press(checkout_url)).statusCode).toBe(303);
    } finally {
      spy.mockRestore();
    }
    expect((await donation(t, donation_id)).mp_status).toBe('pending');
    const stored = await t.database.db.selectFrom('sim_mp_notifications').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ attempts: 1, delivered_at: null });

    // Not due before its back-off.
    expect(await notifications().resendDue(t.app)).toBe(0);
    clock.advance(30_000);
    expect(await notifications().resendDue(t.app)).toBe(1);
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
    expect(await goalRaised(t, headers)).toBe(1800);
    const delivered = await t.database.db.selectFrom('sim_mp_notifications').selectAll().execute();
    expect(delivered[0]).toMatchObject({ attempts: 2 });
    expect(delivered[0]?.delivered_at).not.toBeNull();
    // Acknowledged: never sent again.
    clock.advance(60 * 60_000);
    expect(await notifications().resendDue(t.app)).toBe(0);
  });

  it("approves a preference once however many times 'Aprobar pago' is pressed at once", async () => {
    const { headers, goalId } = await setup();
    const { donation_id, checkout_url } = await startDonation(t, goalId, 3000);
    const presses = await Promise.all(Array.from({ length: 10 }, () => press(checkout_url)));
    expect(presses.map((r) => r.statusCode)).toEqual(Array(10).fill(303));
    const paymentIds = new Set(
      presses.map((r) => new URL(String(r.headers.location)).searchParams.get('payment_id')),
    );
    expect(paymentIds.size).toBe(1);
    const preference = await preferenceOf(t, donation_id);
    const payments = await t.database.db
      .selectFrom('sim_mp_payments')
      .select(['id', 'status'])
      .where('preference_id', '=', preference.id)
      .execute();
    expect(payments).toEqual([{ id: [...paymentIds][0], status: 'approved' }]);
    const sent = await t.database.db
      .selectFrom('sim_mp_notifications')
      .select('payment_id')
      .where('payment_id', '=', payments[0]?.id ?? '')
      .execute();
    expect(sent).toHaveLength(1);
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
    expect(await goalRaised(t, headers)).toBe(3000);
  });
});
