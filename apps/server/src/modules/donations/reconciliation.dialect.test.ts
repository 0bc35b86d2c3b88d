import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import {
  connectCreator,
  createGoal,
  donation,
  goalRaised,
  payQuietly,
  simulatorOf,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { JobLock } from '../../lib/job-lock';
import { RECONCILE_AFTER_MS, RECONCILE_FIRST_WAIT_MS, RECONCILE_FOR_MS } from './reconciliation';

const MINUTE = 60_000;

describe('reconciliation sweep of pending donations', () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2025-07-01T12:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const sweep = () => t.deps.donations.reconciler.sweep();

  const setup = async () => {
    const creator = await registerCreator(t.app);
    await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    return { headers: creator.headers, goalId };
  };

  it('settles a donation whose notification was lost, once it is two minutes old', async () => {
    const { headers, goalId } = await setup();
    const { donation_id } = await startDonation(t, goalId, 2500);
    // The process died between the approval and its notification.
    await payQuietly(t, donation_id, 'approve');
    expect((await donation(t, donation_id)).mp_status).toBe('pending');

    clock.advance(RECONCILE_AFTER_MS - 1000);
    await sweep();
    expect((await donation(t, donation_id)).mp_status).toBe('pending');

    clock.advance(1000);
    const result = await sweep();
    expect(result?.settled).toBeGreaterThanOrEqual(1);
    expect(await donation(t, donation_id)).toMatchObject({ mp_status: 'approved', amount_cents: 250_000 });
    expect(await goalRaised(t, headers)).toBe(2500);
  });

  it('re-reads a still-pending donation with growing waits, and stops at 48 hours', async () => {
    const { goalId } = await setup();
    const { donation_id } = await startDonation(t, goalId, 1000);
    const payment = await payQuietly(t, donation_id, 'pending');
    clock.advance(RECONCILE_AFTER_MS);

    await sweep();
    const first = await donation(t, donation_id);
    expect(first.reconcile_attempts).toBe(1);
    expect(first.next_reconcile_at).toBe(
      new Date(clock.now().getTime() + RECONCILE_FIRST_WAIT_MS).toISOString(),
    );

    // Not due yet: untouched.
    await sweep();
    expect((await donation(t, donation_id)).reconcile_attempts).toBe(1);

    clock.advance(RECONCILE_FIRST_WAIT_MS);
    await sweep();
    const second = await donation(t, donation_id);
    expect(second.reconcile_attempts).toBe(2);
    expect(second.next_reconcile_at).toBe(
      new Date(clock.now().getTime() + 2 * RECONCILE_FIRST_WAIT_MS).toISOString(),
    );

    // Past 48 hours the sweep leaves it alone, even if the provider would now say approved.
    clock.advance(RECONCILE_FOR_MS);
    await simulatorOf(t).setPaymentStatus(payment.id, 'approved', 'accredited');
    await sweep();
    expect(await donation(t, donation_id)).toMatchObject({ mp_status: 'pending', reconcile_attempts: 2 });
  });

  it('runs in one server copy (a lease row kept between rounds), and resumes when the lease expires', async () => {
    const { goalId } = await setup();
    const { donation_id } = await startDonation(t, goalId, 1200);
    await payQuietly(t, donation_id, 'approve');
    clock.advance(RECONCILE_AFTER_MS);

    // This copy stopped sweeping (the earlier tests' rounds kept its lease); another copy holds the
    // lease and then dies without releasing it.
    await t.deps.donations.reconciler.releaseLease();
    const other = new JobLock(t.database.db, clock, 'donations-reconcile', 5 * MINUTE);
    expect(await other.acquire()).toBe(true);
    expect(await sweep()).toBeNull();
    expect((await donation(t, donation_id)).mp_status).toBe('pending');

    clock.advance(5 * MINUTE);
    expect(await sweep()).not.toBeNull();
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
    // Kept after the round, so the other copy skips the next rounds too (N copies, one run each round)…
    expect(await other.acquire()).toBe(false);
    expect(await sweep()).not.toBeNull();
    // …until this copy stops sweeping (shutdown releases it).
    await t.deps.donations.reconciler.releaseLease();
    expect(await other.acquire()).toBe(true);
    await other.release();
  });

  it('gives the lease to exactly one of many copies asking at once', async () => {
    const locks = [0, 1, 2, 3, 4].map(() => new JobLock(t.database.db, clock, 'race', MINUTE));
    const taken = await Promise.all(locks.map((lock) => lock.acquire()));
    expect(taken.filter(Boolean)).toHaveLength(1);
  });
});
