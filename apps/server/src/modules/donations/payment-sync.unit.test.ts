import { describe, expect, it } from 'vitest';
import { FakeDonationsStore } from '../../../test/fakes/fake-donations-store';
import { FakeLog } from '../../../test/fakes/fake-log';
import { FakeOutboundEvents } from '../../../test/fakes/fake-outbound-events';
import { FakePageChanges } from '../../../test/fakes/fake-page-changes';
import { FakePaymentAccess, FakePayments } from '../../../test/fakes/fake-payments';
import { noDatabase } from '../../../test/fakes/no-database';
import { unitConfig } from '../../../test/fakes/unit-config';
import { TestClock } from '../../../test/test-clock';
import { PaymentSync, ProviderUnavailableError } from './payment-sync';

const CHECKOUT = '3f0c6a52-1d7e-4c1b-9a4e-6b2f8d9e0a11';
const T0 = '2026-11-20T12:00:00.000Z';
const T1 = '2026-11-20T12:05:00.000Z';

function build() {
  const store = new FakeDonationsStore();
  const payments = new FakePayments();
  const access = new FakePaymentAccess();
  const pageChanges = new FakePageChanges();
  const sync = new PaymentSync(
    {
      config: unitConfig(),
      database: noDatabase,
      clock: new TestClock(new Date(T1)),
      outboundEvents: new FakeOutboundEvents(),
      log: new FakeLog(),
      access,
      pageChanges,
      payments,
    },
    { notifications: store, ledger: store },
  );
  access.connect(1, 'seller-1');
  access.connect(2, 'seller-2');
  void store.insertPending({
    id: CHECKOUT,
    external_reference: CHECKOUT,
    user_id: 1,
    goal_id: 10,
    amount_cents: 150_000,
    platform_commission_cents: 3_000,
    creator_amount_cents: 147_000,
    currency: 'ARS',
    mp_status: 'pending',
    mp_preference_id: 'pref-1',
    created_at: T0,
    updated_at: T0,
  });
  /** Entries into `status` from another status: what the totals, mails and activity count once. */
  const arrivals = (status: string) => store.transitions.filter((t) => t.to === status && t.from !== status);
  return { sync, store, payments, access, pageChanges, arrivals };
}

describe('PaymentSync (fakes, no database)', () => {
  it("applies the provider's reading of an approved payment, and a replay changes nothing more", async () => {
    const s = build();
    s.payments.pay('seller-1', {
      id: 'pay-1',
      external_reference: CHECKOUT,
      transaction_amount: 1500,
      date_last_updated: T0,
    });
    expect(await s.sync.onNotification('pay-1', 'seller-1')).toBe('applied');
    expect(s.store.donation(CHECKOUT)).toMatchObject({
      mp_status: 'approved',
      mp_payment_id: 'pay-1',
      amount_cents: 150_000,
    });
    expect(s.pageChanges.goals).toEqual([1]);
    const after = { ...s.store.donation(CHECKOUT) };
    await s.sync.onNotification('pay-1', 'seller-1');
    await s.sync.onNotification('pay-1', null);
    expect(s.store.donation(CHECKOUT)).toEqual(after);
    expect(s.arrivals('approved')).toHaveLength(1);
    expect(s.store.donations).toHaveLength(1);
    expect(s.store.notifications.every((n) => n.processed_at !== null)).toBe(true);
  });

  it('never trusts the notification: another seller’s payment or a payment of no checkout of ours is ignored', async () => {
    const s = build();
    // Collected by seller-2, notified as seller-1's: seller-1's token cannot read it.
    s.payments.pay('seller-2', { id: 'pay-2', external_reference: CHECKOUT });
    expect(await s.sync.onNotification('pay-2', 'seller-1')).toBe('ignored');
    // Readable by seller-2, but the checkout is creator 1's.
    expect(await s.sync.onNotification('pay-2', 'seller-2')).toBe('ignored');
    s.payments.pay('seller-1', { id: 'pay-3', external_reference: 'not-a-uuid' });
    expect(await s.sync.onNotification('pay-3', 'seller-1')).toBe('ignored');
    expect(s.store.donation(CHECKOUT)?.mp_status).toBe('pending');
    expect(s.pageChanges.goals).toEqual([]);
  });

  it('an older reading arriving late is stale; a refund is not undone by a late approval', async () => {
    const s = build();
    s.payments.pay('seller-1', {
      id: 'pay-1',
      external_reference: CHECKOUT,
      status: 'refunded',
      date_last_updated: T1,
    });
    expect(await s.sync.onNotification('pay-1', 'seller-1')).toBe('applied');
    s.payments.pay('seller-1', {
      id: 'pay-1',
      external_reference: CHECKOUT,
      status: 'approved',
      date_last_updated: T0,
    });
    expect(await s.sync.onNotification('pay-1', 'seller-1')).toBe('stale');
    s.payments.pay('seller-1', {
      id: 'pay-1',
      external_reference: CHECKOUT,
      status: 'approved',
      date_last_updated: '2026-11-21T00:00:00.000Z',
    });
    expect(await s.sync.onNotification('pay-1', 'seller-1')).toBe('stale');
    expect(s.store.donation(CHECKOUT)?.mp_status).toBe('refunded');
  });

  it('a second paid payment of a paid checkout becomes a donation of its own', async () => {
    const s = build();
    s.payments.pay('seller-1', { id: 'pay-1', external_reference: CHECKOUT });
    s.payments.pay('seller-1', { id: 'pay-9', external_reference: CHECKOUT, transaction_amount: 500 });
    await s.sync.onNotification('pay-1', 'seller-1');
    expect(await s.sync.onNotification('pay-9', 'seller-1')).toBe('added');
    expect(s.store.donations.map((d) => [d.mp_payment_id, d.amount_cents, d.external_reference])).toEqual([
      ['pay-1', 100_000, CHECKOUT],
      ['pay-9', 50_000, CHECKOUT],
    ]);
  });

  it('a creator whose connection is gone: the notification is parked and applied on reconnecting', async () => {
    const s = build();
    s.payments.pay('seller-1', { id: 'pay-1', external_reference: CHECKOUT });
    s.access.disconnect(1);
    expect(await s.sync.onNotification('pay-1', 'seller-1')).toBe('deferred');
    expect(s.store.notifications).toMatchObject([{ payment_id: 'pay-1', processed_at: null }]);
    s.access.connect(1, 'seller-1');
    await s.sync.syncPending('seller-1');
    expect(s.store.donation(CHECKOUT)?.mp_status).toBe('approved');
    expect(s.store.notifications[0]?.processed_at).not.toBeNull();
  });

  it('the provider down: the notification is to be delivered again, nothing changed', async () => {
    const s = build();
    s.payments.pay('seller-1', { id: 'pay-1', external_reference: CHECKOUT });
    s.payments.failNext('getPayment');
    await expect(s.sync.onNotification('pay-1', 'seller-1')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(s.store.donation(CHECKOUT)?.mp_status).toBe('pending');
    expect(s.store.notifications[0]?.processed_at).toBeNull();
  });

  it('a chargeback reads the disputed payment and records its evidence deadline', async () => {
    const s = build();
    s.payments.pay('seller-1', { id: 'pay-1', external_reference: CHECKOUT });
    await s.sync.onNotification('pay-1', 'seller-1');
    s.payments.pay('seller-1', {
      id: 'pay-1',
      external_reference: CHECKOUT,
      status: 'charged_back',
      date_last_updated: T1,
    });
    s.payments.chargeback('seller-1', {
      id: 'cb-1',
      payments: ['pay-1'],
      date_documentation_deadline: '2026-12-01T00:00:00-03:00',
    });
    expect(await s.sync.onChargeback('cb-1', 'seller-1')).toBe('applied');
    expect(s.store.donation(CHECKOUT)).toMatchObject({
      mp_status: 'charged_back',
      chargeback_id: 'cb-1',
      evidence_deadline: '2026-12-01T03:00:00.000Z',
    });
    expect(s.store.transitions.at(-1)).toMatchObject({
      from: 'approved',
      to: 'charged_back',
      reversed: true,
    });
    // Known by the donation now: found again without the seller, and a repeat takes no more money back.
    expect(await s.sync.onChargeback('cb-1', null)).toBe('applied');
    expect(s.arrivals('charged_back')).toHaveLength(1);
    expect(s.store.transitions.filter((t) => t.reversed)).toHaveLength(1);
  });
});
