import { describe, expect, it } from 'vitest';
import { FakeLog } from '../../../test/fakes/fake-log';
import { FakeMonthlySyncStore } from '../../../test/fakes/fake-monthly-sync-store';
import { FakeOutboundEvents } from '../../../test/fakes/fake-outbound-events';
import { FakePageChanges } from '../../../test/fakes/fake-page-changes';
import { FakePaymentAccess, FakePayments } from '../../../test/fakes/fake-payments';
import { noDatabase } from '../../../test/fakes/no-database';
import { TestClock } from '../../../test/test-clock';
import { MonthlySync } from './monthly-sync';

const SUB = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const NOW = '2026-11-20T12:00:00.000Z';

function build() {
  const store = new FakeMonthlySyncStore();
  const payments = new FakePayments();
  const access = new FakePaymentAccess();
  const pageChanges = new FakePageChanges();
  const sync = new MonthlySync(
    {
      database: noDatabase,
      clock: new TestClock(new Date(NOW)),
      outboundEvents: new FakeOutboundEvents(),
      log: new FakeLog(),
      access,
      pageChanges,
      // MonthlyCharges (donations' side) over the same in-memory table the store records charges in.
      charges: { record: (_trx, charge) => store.recordCharge(charge), recordFees: async () => {} },
      payments,
    },
    store,
  );
  access.connect(1, 'seller-1');
  access.connect(2, 'seller-2');
  store.add({
    id: SUB,
    user_id: 1,
    tier_id: 3,
    supporter_name: 'Leo',
    supporter_email: 'leo@example.com',
    amount_cents: 100_000,
    mp_preapproval_id: 'pre-1',
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
  });
  /** The provider's reading of pre-1, `minutes` after the first one. */
  const reading = (status: 'pending' | 'authorized' | 'paused' | 'cancelled', minutes: number) =>
    payments.subscribe('seller-1', {
      id: 'pre-1',
      external_reference: SUB,
      status,
      last_modified: new Date(Date.parse('2026-11-10T12:00:00.000Z') + minutes * 60_000).toISOString(),
      next_payment_date: '2026-12-10T12:00:00.000Z',
    });
  return { sync, store, payments, access, pageChanges, reading };
}

describe('MonthlySync (fakes, no database)', () => {
  it("maps the provider's states: authorized (once, with its mails), paused, then cancelled by the provider", async () => {
    const s = build();
    s.reading('authorized', 1);
    expect(await s.sync.onSubscription('pre-1', 'seller-1')).toBe('applied');
    expect(s.store.row(SUB)).toMatchObject({
      status: 'authorized',
      authorized_at: NOW,
      next_charge_at: '2026-12-10T12:00:00.000Z',
    });
    expect(await s.sync.onSubscription('pre-1', 'seller-1')).toBe('stale');
    s.reading('paused', 2);
    expect(await s.sync.onSubscription('pre-1', 'seller-1')).toBe('applied');
    expect(s.store.row(SUB)?.status).toBe('paused');
    s.reading('cancelled', 3);
    expect(await s.sync.onSubscription('pre-1', null)).toBe('applied');
    expect(s.store.row(SUB)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'provider',
      next_charge_at: null,
    });
    expect(s.store.row(SUB)?.cancellation_code).toMatch(/^BAJA-/);
    expect(s.store.mails.map((m) => m.kind)).toEqual(['activation', 'cancellation_alert']);
  });

  it('cancelled is final and an older reading never overwrites a newer one', async () => {
    const s = build();
    s.reading('paused', 5);
    await s.sync.onSubscription('pre-1', 'seller-1');
    s.reading('authorized', 1);
    expect(await s.sync.onSubscription('pre-1', 'seller-1')).toBe('stale');
    expect(s.store.row(SUB)?.status).toBe('paused');
    s.reading('cancelled', 6);
    await s.sync.onSubscription('pre-1', 'seller-1');
    s.reading('authorized', 9);
    expect(await s.sync.onSubscription('pre-1', 'seller-1')).toBe('stale');
    expect(s.store.row(SUB)?.status).toBe('cancelled');
  });

  it('a subscription that never became active is no supporter lost: no alert', async () => {
    const s = build();
    s.reading('cancelled', 1);
    await s.sync.onSubscription('pre-1', 'seller-1');
    expect(s.store.mails).toEqual([]);
  });

  it("another seller's subscription is ignored; a gone connection defers", async () => {
    const s = build();
    s.payments.subscribe('seller-2', { id: 'pre-1', external_reference: SUB, status: 'authorized' });
    expect(await s.sync.onSubscription('pre-1', 'seller-2')).toBe('ignored');
    expect(s.store.row(SUB)?.status).toBe('pending');
    s.reading('authorized', 1);
    s.access.disconnect(1);
    expect(await s.sync.onSubscription('pre-1', 'seller-1')).toBe('deferred');
  });

  it('a charged invoice becomes one donation with its receipt; a replay adds nothing', async () => {
    const s = build();
    s.reading('authorized', 1);
    await s.sync.onSubscription('pre-1', 'seller-1');
    s.payments.invoice('seller-1', { id: 'inv-1', preapproval_id: 'pre-1', amount: 1000 });
    expect(await s.sync.onInvoice('inv-1', 'seller-1')).toBe('charged');
    expect(s.store.charges).toMatchObject([
      { creatorId: 1, subscriptionId: SUB, amountCents: 100_000, donorName: 'Leo' },
    ]);
    expect(s.store.row(SUB)?.last_charge_at).toBe('2026-11-20T12:00:00.000Z');
    // Once for the authorization ('Meta mensual' counts supporters, issue 34), once for the charge.
    expect(s.pageChanges.goals).toEqual([1, 1]);
    expect(await s.sync.onInvoice('inv-1', 'seller-1')).toBe('stale');
    expect(s.store.charges).toHaveLength(1);
    expect(s.store.mails.filter((m) => m.kind === 'charge_receipt')).toHaveLength(1);
  });

  it('a finally refused invoice counts one failed month; an open one nothing', async () => {
    const s = build();
    s.payments.invoice('seller-1', {
      id: 'inv-2',
      preapproval_id: 'pre-1',
      status: 'scheduled',
      payment: { id: 'pay-x', status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
    });
    // Refused but still retried: issue 34's 'Pago rechazado', which only an authorized row shows
    // (this one is not), and never a failed month.
    expect(await s.sync.onInvoice('inv-2', 'seller-1')).toBe('stale');
    expect(s.store.row(SUB)?.failed_charges).toBe(0);
    s.payments.invoice('seller-1', { id: 'inv-2', preapproval_id: 'pre-1', status: 'processed' });
    expect(await s.sync.onInvoice('inv-2', 'seller-1')).toBe('failed');
    expect(await s.sync.onInvoice('inv-2', 'seller-1')).toBe('stale');
    expect(s.store.row(SUB)?.failed_charges).toBe(1);
    expect(s.store.charges).toEqual([]);
  });
});
