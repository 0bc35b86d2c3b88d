import { DONATION_MESSAGES, donationCheckoutSchema, EVENT_DONATION_MESSAGES } from '@enlaza/shared/donations';
import { describe, expect, it } from 'vitest';
import { FakeDonationsStore } from '../../../test/fakes/fake-donations-store';
import { FakeLog } from '../../../test/fakes/fake-log';
import { FakeOutboundEvents } from '../../../test/fakes/fake-outbound-events';
import { FakePaymentAccess, FakePayments } from '../../../test/fakes/fake-payments';
import { fakeUser } from '../../../test/fakes/fake-users';
import { noDatabase } from '../../../test/fakes/no-database';
import { unitConfig } from '../../../test/fakes/unit-config';
import { TestClock } from '../../../test/test-clock';
import { PaymentProviderError } from '../../integrations/payments/payments-port';
import { memoryRateLimitStore } from '../../lib/rate-limit-store';
import { RateLimiter } from '../../lib/rate-limiter';
import { CheckoutService } from './checkout.service';

const IP = '192.0.2.10';

async function build() {
  const store = new FakeDonationsStore();
  const payments = new FakePayments();
  const access = new FakePaymentAccess();
  const clock = new TestClock(new Date('2026-11-20T12:00:00.000Z'));
  const checkout = new CheckoutService(
    {
      config: unitConfig(),
      database: noDatabase,
      clock,
      outboundEvents: new FakeOutboundEvents(),
      log: new FakeLog(),
      rateLimiter: new RateLimiter(memoryRateLimitStore()),
      access,
      payments,
    },
    { rows: store, ledger: store },
  );
  store.creators.push(await fakeUser({ id: 1, full_name: 'Ana Paz', blocked_words: '["feo"]' }));
  store.goals.push({ id: 10, user_id: 1, title: 'Micrófono', is_active: 1 });
  access.connect(1, 'seller-1');
  const input = (values: Record<string, unknown> = {}) =>
    donationCheckoutSchema.parse({
      goal_id: 10,
      amount: '1.500',
      donor_name: 'Leo',
      message: 'Vamos',
      ...values,
    });
  return { checkout, store, payments, access, clock, input };
}

describe('CheckoutService (fakes, no database)', () => {
  it('opens a pending donation and a preference with the commission as marketplace fee', async () => {
    const s = await build();
    const session = await s.checkout.start(s.input(), IP);
    const row = s.store.donation(session.donation_id);
    expect(row).toMatchObject({
      user_id: 1,
      goal_id: 10,
      mp_status: 'pending',
      amount_cents: 150_000,
      platform_commission_cents: 3_000,
      creator_amount_cents: 147_000,
      message_hidden: 0,
    });
    const [preference] = s.payments.preferences;
    expect(preference).toMatchObject({
      seller: 'seller-1',
      external_reference: session.donation_id,
      marketplace_fee: 30,
      items: [{ unit_price: 1500, title: expect.stringContaining('Ana Paz') }],
    });
    expect(row?.mp_preference_id).toBe(preference?.id);
    expect(session.checkout_url).toContain(preference?.id);
  });

  it('refuses a creator without Mercado Pago, a suspended page and an unverified email; nothing is written', async () => {
    const s = await build();
    s.access.disconnect(1);
    await expect(s.checkout.start(s.input(), IP)).rejects.toMatchObject({
      statusCode: 409,
      message: DONATION_MESSAGES.creatorNotConnected,
    });
    s.access.connect(1, 'seller-1');
    Object.assign(s.store.creators[0] ?? {}, { suspended_at: '2026-11-19T00:00:00.000Z' });
    await expect(s.checkout.start(s.input(), IP)).rejects.toMatchObject({ statusCode: 403 });
    Object.assign(s.store.creators[0] ?? {}, { suspended_at: null, email_verified_at: null });
    await expect(s.checkout.start(s.input(), IP)).rejects.toMatchObject({ statusCode: 409 });
    expect(s.store.donations).toEqual([]);
    expect(s.payments.preferences).toEqual([]);
  });

  it('a goal that is gone or inactive takes no donation', async () => {
    const s = await build();
    await expect(s.checkout.start(s.input({ goal_id: 99 }), IP)).rejects.toMatchObject({
      statusCode: 404,
      message: DONATION_MESSAGES.goalNotFound,
    });
    Object.assign(s.store.goals[0] ?? {}, { is_active: 0 });
    await expect(s.checkout.start(s.input(), IP)).rejects.toMatchObject({
      message: DONATION_MESSAGES.goalInactive,
    });
  });

  it("hides a message with one of the creator's blocked words", async () => {
    const s = await build();
    const session = await s.checkout.start(s.input({ message: 'Qué FEO día' }), IP);
    expect(s.store.donation(session.donation_id)?.message_hidden).toBe(1);
  });

  it('a refusal by the provider drops the row; no answer leaves it cancelled through the one status path', async () => {
    const s = await build();
    s.payments.failNext('createPreference', new PaymentProviderError('bad request', 400));
    await expect(s.checkout.start(s.input(), IP)).rejects.toMatchObject({
      statusCode: 502,
      message: DONATION_MESSAGES.checkoutUnavailable,
    });
    expect(s.store.donations).toEqual([]);
    s.payments.failNext('createPreference', new PaymentProviderError('timeout', null));
    await expect(s.checkout.start(s.input(), IP)).rejects.toMatchObject({ statusCode: 502 });
    expect(s.store.donations.map((d) => [d.mp_status, d.mp_status_detail])).toEqual([
      ['cancelled', 'checkout_unavailable'],
    ]);
    expect(s.store.transitions.map((t) => [t.from, t.to])).toEqual([['pending', 'cancelled']]);
  });

  it('drops rows an hour old that never reached the provider', async () => {
    const s = await build();
    const session = await s.checkout.start(s.input(), IP);
    // A crash between the two steps leaves a row without a preference.
    const row = s.store.donation(session.donation_id);
    s.store.donations.push({ ...(row as NonNullable<typeof row>), id: 'stale', mp_preference_id: null });
    s.clock.advance(60 * 60_000 - 1);
    await s.checkout.start(s.input(), IP);
    expect(s.store.donation('stale')).toBeDefined();
    s.clock.advance(2);
    await s.checkout.start(s.input(), IP);
    expect(s.store.donation('stale')).toBeUndefined();
  });

  it('at an event: drafts are not found, cancelled and finished ones refuse, the active goal is counted', async () => {
    const s = await build();
    s.store.events.push(
      { id: 5, user_id: 1, title: 'Show', status: 'published' },
      { id: 6, user_id: 1, title: 'Borrador', status: 'draft' },
      { id: 7, user_id: 1, title: 'Suspendido', status: 'cancelled' },
      { id: 8, user_id: 1, title: 'Pasado', status: 'finished' },
    );
    const { goal_id: _goal, ...input } = s.input();
    await expect(s.checkout.startForEvent(6, input, IP)).rejects.toMatchObject({ statusCode: 404 });
    await expect(s.checkout.startForEvent(7, input, IP)).rejects.toMatchObject({
      message: EVENT_DONATION_MESSAGES.cancelled,
    });
    await expect(s.checkout.startForEvent(8, input, IP)).rejects.toMatchObject({
      message: EVENT_DONATION_MESSAGES.finished,
    });
    const session = await s.checkout.startForEvent(5, input, IP);
    expect(s.store.donation(session.donation_id)).toMatchObject({ event_id: 5, goal_id: 10 });
    expect(s.payments.preferences[0]?.items[0]?.id).toBe('event-5');
  });

  it('twenty checkouts a minute per address, then 429', async () => {
    const s = await build();
    for (let i = 0; i < 20; i++) await s.checkout.start(s.input(), IP);
    await expect(s.checkout.start(s.input(), IP)).rejects.toMatchObject({ statusCode: 429 });
    await expect(s.checkout.start(s.input(), '192.0.2.11')).resolves.toBeDefined();
  });
});
