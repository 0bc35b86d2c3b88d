import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import { describe, expect, it } from 'vitest';
import { FakeDonationsStore } from '../../../test/fakes/fake-donations-store';
import { FakeLog } from '../../../test/fakes/fake-log';
import { FakeOutboundEvents } from '../../../test/fakes/fake-outbound-events';
import { FakePageChanges } from '../../../test/fakes/fake-page-changes';
import { FakePaymentAccess, FakePayments } from '../../../test/fakes/fake-payments';
import { noDatabase } from '../../../test/fakes/no-database';
import { unitConfig } from '../../../test/fakes/unit-config';
import { TestClock } from '../../../test/test-clock';
import { memoryRateLimitStore } from '../../lib/rate-limit-store';
import { RateLimiter } from '../../lib/rate-limiter';
import { RefundService, refundIdempotencyKey } from './refund.service';

const ID = '7d3b1f0e-2a4c-4e8b-9c1d-5f6a7b8c9d0e';
const T0 = '2026-11-20T12:00:00.000Z';

async function build() {
  const store = new FakeDonationsStore();
  const payments = new FakePayments();
  const access = new FakePaymentAccess();
  const pageChanges = new FakePageChanges();
  const refunds = new RefundService(
    {
      config: unitConfig(),
      database: noDatabase,
      clock: new TestClock(new Date('2026-11-20T13:00:00.000Z')),
      outboundEvents: new FakeOutboundEvents(),
      log: new FakeLog(),
      rateLimiter: new RateLimiter(memoryRateLimitStore()),
      access,
      pageChanges,
      payments,
    },
    { donations: store, ledger: store },
  );
  access.connect(1, 'seller-1');
  await store.insertPending({
    id: ID,
    external_reference: ID,
    user_id: 1,
    amount_cents: 100_000,
    platform_commission_cents: 2_000,
    creator_amount_cents: 98_000,
    currency: 'ARS',
    mp_status: 'approved',
    mp_payment_id: 'pay-1',
    mp_updated_at: T0,
    created_at: T0,
    updated_at: T0,
  });
  payments.pay('seller-1', {
    id: 'pay-1',
    external_reference: ID,
    transaction_amount: 1000,
    date_last_updated: T0,
  });
  return { refunds, store, payments, access, pageChanges };
}

describe('RefundService (fakes, no database)', () => {
  it('refunds through the provider with one idempotency key, then applies its answer (the goal bar learns it)', async () => {
    const s = await build();
    const donation = await s.refunds.refund(1, ID);
    expect(donation).toMatchObject({ mp_status: 'refunded', refundable: false });
    expect(s.payments.refunds.map((r) => r.key)).toEqual([refundIdempotencyKey(ID)]);
    expect(s.store.transitions).toMatchObject([{ from: 'approved', to: 'refunded', reversed: true }]);
    expect(s.pageChanges.goals).toEqual([1]);
    // A second click: only approved donations are refunded.
    await expect(s.refunds.refund(1, ID)).rejects.toMatchObject({
      statusCode: 409,
      message: DONATION_MESSAGES.refundOnlyApproved,
    });
    expect(s.payments.refunds).toHaveLength(1);
  });

  it("another creator's donation is not found; a monthly charge is refused", async () => {
    const s = await build();
    await expect(s.refunds.refund(2, ID)).rejects.toMatchObject({
      statusCode: 404,
      message: DONATION_MESSAGES.notFound,
    });
    Object.assign(s.store.donation(ID) ?? {}, { kind: 'monthly' });
    await expect(s.refunds.refund(1, ID)).rejects.toMatchObject({ message: DONATION_MESSAGES.refundMonthly });
    expect(s.payments.refunds).toEqual([]);
  });

  it('a refusal or a gone connection changes nothing', async () => {
    const s = await build();
    s.payments.failNext('refundPayment');
    await expect(s.refunds.refund(1, ID)).rejects.toMatchObject({
      statusCode: 502,
      message: DONATION_MESSAGES.refundUnavailable,
    });
    s.access.disconnect(1);
    await expect(s.refunds.refund(1, ID)).rejects.toMatchObject({
      message: DONATION_MESSAGES.refundNotConnected,
    });
    expect(s.store.donation(ID)?.mp_status).toBe('approved');
    expect(s.store.transitions).toEqual([]);
  });
});
