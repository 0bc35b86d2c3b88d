import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { PaymentProviderError } from '../../integrations/payments/payments-port';
import { SimulatorNotifications } from '../../integrations/payments/simulator/simulator-webhook';
import {
  connectCreator,
  createGoal,
  donation,
  formBody,
  goalRaised,
  notify,
  preferenceOf,
  simulatorOf,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { silentLogger } from '../../lib/logger';
import { applyProviderPayment } from './apply-payment';
import { refundIdempotencyKey } from './refund.service';

type Headers = Record<string, string>;

interface ReceivedBody {
  data: {
    donations: {
      id: string;
      mp_status: string;
      status_label: string;
      evidence_deadline: string | null;
      refundable: boolean;
    }[];
    stats: { total_received: number; approved_count: number };
  };
}

describe('refunds and chargebacks', () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2026-03-02T15:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const setup = async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    return { creator, seller, goalId, headers: creator.headers };
  };

  const checkoutPath = (checkoutUrl: string) => new URL(checkoutUrl).pathname;
  const press = (checkoutUrl: string, resultado: string) =>
    t.app.inject({ method: 'POST', url: checkoutPath(checkoutUrl), ...formBody({ resultado }) });

  /** A donation approved through the simulator's checkout page (its notification delivered). */
  const approved = async (goalId: number, amount: number) => {
    const started = await startDonation(t, goalId, amount, { donor_name: 'Ana' });
    expect((await press(started.checkout_url, 'aprobar')).statusCode).toBe(303);
    expect((await donation(t, started.donation_id)).mp_status).toBe('approved');
    return started;
  };

  const received = async (headers: Headers, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/donations/received${query}`, headers });
    expect(res.statusCode).toBe(200);
    return json<ReceivedBody>(res).data;
  };
  const rowOf = async (headers: Headers, id: string) =>
    (await received(headers)).donations.find((d) => d.id === id);

  /** Every figure that sums approved donations, as the creator and the public see them. */
  const figures = async (headers: Headers, username: string) => {
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/stats/dashboard', headers });
    const overview = await t.app.inject({ method: 'GET', url: '/api/stats/overview?period=30d', headers });
    const detailed = await t.app.inject({ method: 'GET', url: '/api/stats/detailed?period=30d', headers });
    const profile = await t.app.inject({ method: 'GET', url: `/api/public/${username}` });
    const wall = await t.app.inject({ method: 'GET', url: `/api/public/${username}/supporters` });
    const dash = json<{
      data: {
        donaciones: { count: number; amount: number };
        goal: { current: number } | null;
        latestDonations: unknown[];
      };
    }>(dashboard).data;
    const detailedDays = json<{ data: { dailyDonations: { amount: number }[] } }>(detailed).data
      .dailyDonations;
    return {
      goal: await goalRaised(t, headers),
      publicGoal: json<{ data: { goal: { current_amount: number } } }>(profile).data.goal.current_amount,
      dashboardAmount: dash.donaciones.amount,
      dashboardGoal: dash.goal?.current ?? 0,
      latest: dash.latestDonations.length,
      overview: json<{ data: { totalDonations: { amount: number } } }>(overview).data.totalDonations.amount,
      detailed: detailedDays.reduce((sum, day) => sum + day.amount, 0),
      history: (await received(headers)).stats.total_received,
      wall: json<{ data: { supporters: unknown[] } }>(wall).data.supporters.length,
      profileWall: json<{ data: { user: { supporters: unknown[] } } }>(profile).data.user.supporters.length,
    };
  };

  it("'Reembolsar' on the simulator takes the donation out of the goal, the statistics, the wall and the public page", async () => {
    const { creator, headers, goalId } = await setup();
    const { donation_id, checkout_url } = await approved(goalId, 2500);
    const before = await figures(headers, creator.user.username);
    expect(before).toEqual({
      goal: 2500,
      publicGoal: 2500,
      dashboardAmount: 2500,
      dashboardGoal: 2500,
      latest: 1,
      overview: 2500,
      detailed: 2500,
      history: 2500,
      wall: 1,
      profileWall: 1,
    });

    // Opened again after the approval, the checkout page offers what may happen next.
    const reopened = await t.app.inject({ method: 'GET', url: checkoutPath(checkout_url) });
    expect(reopened.body).toContain('Este pago ya fue aprobado');
    expect(reopened.body).toMatch(
      /<button type="submit" name="resultado" value="reembolsar"[^>]*>Reembolsar<\/button>/,
    );
    expect(reopened.body).toMatch(
      /<button type="submit" name="resultado" value="contracargo"[^>]*>Contracargo<\/button>/,
    );

    const refunded = await press(checkout_url, 'reembolsar');
    expect(refunded.statusCode).toBe(200);
    expect(refunded.body).toContain('Pago reembolsado');
    expect((await donation(t, donation_id)).mp_status).toBe('refunded');
    expect(await figures(headers, creator.user.username)).toEqual({
      goal: 0,
      publicGoal: 0,
      dashboardAmount: 0,
      dashboardGoal: 0,
      latest: 0,
      overview: 0,
      detailed: 0,
      history: 0,
      wall: 0,
      profileWall: 0,
    });
    expect(await rowOf(headers, donation_id)).toMatchObject({
      mp_status: 'refunded',
      status_label: 'Reembolsada',
      refundable: false,
    });
    const filtered = await received(headers, '?status=refunded');
    expect(filtered.donations.map((d) => d.id)).toEqual([donation_id]);
    const csv = await t.app.inject({ method: 'GET', url: '/api/exports/donations.csv', headers });
    expect(csv.body).toContain('Reembolsada');

    // The page now says so and offers nothing more; pressing again refunds nothing more.
    const after = await t.app.inject({ method: 'GET', url: checkoutPath(checkout_url) });
    expect(after.body).toContain('Este pago fue reembolsado');
    expect(after.body).not.toContain('value="reembolsar"');
    expect((await press(checkout_url, 'reembolsar')).statusCode).toBe(409);
    expect((await press(checkout_url, 'aprobar')).statusCode).toBe(303);
    const payments = await t.database.db
      .selectFrom('sim_mp_payments')
      .select('status')
      .where('preference_id', '=', (await preferenceOf(t, donation_id)).id)
      .execute();
    expect(payments).toEqual([{ status: 'refunded' }]);
    expect(await goalRaised(t, headers)).toBe(0);
  });

  it("'Contracargo' sends a signed chargeback notification: 'Contracargo' with its evidence deadline, once", async () => {
    const { creator, seller, headers, goalId } = await setup();
    await approved(goalId, 1000);
    const { donation_id, checkout_url } = await approved(goalId, 4000);
    expect(await goalRaised(t, headers)).toBe(5000);

    const res = await press(checkout_url, 'contracargo');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Contracargo registrado');
    const row = await donation(t, donation_id);
    const deadline = new Date(clock.now().getTime() + 10 * 24 * 60 * 60_000).toISOString();
    expect(row).toMatchObject({ mp_status: 'charged_back', evidence_deadline: deadline });
    expect(row.chargeback_id).toMatch(/^\d+$/);
    expect(await goalRaised(t, headers)).toBe(1000);
    expect((await figures(headers, creator.user.username)).overview).toBe(1000);
    expect(await rowOf(headers, donation_id)).toMatchObject({
      mp_status: 'charged_back',
      status_label: 'Contracargo',
      evidence_deadline: deadline,
      refundable: false,
    });

    // The same chargeback notified again and again, under both topics, changes nothing.
    const chargebackId = row.chargeback_id ?? '';
    const again = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        notify(t, chargebackId, seller, { type: 'topic_chargebacks_wh', action: 'chargebacks.updated' }),
      ),
      notify(t, chargebackId, seller, { type: 'chargebacks' }),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual(Array(7).fill(200));
    expect(await donation(t, donation_id)).toEqual({ ...row, updated_at: expect.any(String) });
    expect(await goalRaised(t, headers)).toBe(1000);
    const sameRequest = await notify(t, chargebackId, seller, {
      type: 'topic_chargebacks_wh',
      requestId: 'r-1',
    });
    expect(sameRequest.statusCode).toBe(200);
    expect(
      (await notify(t, chargebackId, seller, { type: 'topic_chargebacks_wh', requestId: 'r-1' })).statusCode,
    ).toBe(200);

    // Unsigned, it is refused like any other notification.
    const unsigned = await notify(t, chargebackId, seller, {
      type: 'topic_chargebacks_wh',
      withSignature: false,
    });
    expect(unsigned.statusCode).toBe(401);

    // The creator is told once, with the evidence deadline, in the transaction that recorded it.
    const notices = await t.database.db
      .selectFrom('mail_queue')
      .select(['recipient', 'payload'])
      .where('donation_id', '=', donation_id)
      .where('kind', '=', 'chargeback_notice')
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.recipient).toBe(creator.body.email);
    expect(JSON.parse(String(notices[0]?.payload))).toMatchObject({ evidence_deadline: deadline });
  });

  it('reads a chargeback notified before its payment, and ignores one of another seller', async () => {
    const { creator, seller, headers, goalId } = await setup();
    const { donation_id } = await approved(goalId, 1500);
    const quiet = new SimulatorNotifications(
      t.database.db,
      clock,
      t.deps.config.payments.webhookSecret,
      silentLogger,
    );
    // Recorded by the provider, neither notification delivered yet.
    const reversed = await simulatorOf(t).reverse(await preferenceOf(t, donation_id), 'chargeback', quiet);
    expect(reversed?.payment.status).toBe('charged_back');
    const chargeback = await t.database.db
      .selectFrom('sim_mp_chargebacks')
      .selectAll()
      .where('payment_id', '=', reversed?.payment.id ?? '')
      .executeTakeFirstOrThrow();

    const other = await setup();
    const foreign = await notify(t, chargeback.id, other.seller, { type: 'topic_chargebacks_wh' });
    expect(foreign.statusCode).toBe(200);
    expect((await donation(t, donation_id)).mp_status).toBe('approved');

    expect((await notify(t, chargeback.id, seller, { type: 'topic_chargebacks_wh' })).statusCode).toBe(200);
    expect(await donation(t, donation_id)).toMatchObject({
      mp_status: 'charged_back',
      chargeback_id: chargeback.id,
      evidence_deadline: chargeback.date_documentation_deadline,
    });
    expect(await goalRaised(t, headers)).toBe(0);
    // The payment's own notification, late, changes nothing more.
    await notify(t, reversed?.payment.id ?? '', seller);
    expect((await donation(t, donation_id)).mp_status).toBe('charged_back');
    expect(creator.user.id).toBeGreaterThan(0);
  });

  it('a dispute leaves the total and may end approved again or charged back; a stale approval never returns', async () => {
    const { creator, seller, headers, goalId } = await setup();
    const { donation_id } = await approved(goalId, 3000);
    const row = await donation(t, donation_id);
    const paymentId = row.mp_payment_id ?? '';
    const token = simulatorOf(t).grantFor(creator.user.id).access_token;
    const approvedReading = await simulatorOf(t).getPayment(token, paymentId);

    clock.advance(60_000);
    await simulatorOf(t).setPaymentStatus(paymentId, 'in_mediation');
    await notify(t, paymentId, seller);
    expect(await rowOf(headers, donation_id)).toMatchObject({
      mp_status: 'in_mediation',
      status_label: 'En disputa',
    });
    expect(await goalRaised(t, headers)).toBe(0);

    // Resolved in the seller's favour: approved again, counted again.
    clock.advance(60_000);
    await simulatorOf(t).setPaymentStatus(paymentId, 'approved', 'accredited');
    await notify(t, paymentId, seller);
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
    expect(await goalRaised(t, headers)).toBe(3000);

    // Disputed again and lost: charged back.
    clock.advance(60_000);
    await simulatorOf(t).setPaymentStatus(paymentId, 'in_mediation');
    await notify(t, paymentId, seller);
    clock.advance(60_000);
    await simulatorOf(t).setPaymentStatus(paymentId, 'charged_back', 'settled');
    await notify(t, paymentId, seller);
    expect((await donation(t, donation_id)).mp_status).toBe('charged_back');

    // A reading of the approval applied late — even one stamped newer — never brings the money back.
    const late = await applyProviderPayment(t.deps, creator.user.id, approvedReading);
    expect(late.outcome).toBe('stale');
    const forged = await applyProviderPayment(t.deps, creator.user.id, {
      ...approvedReading,
      date_last_updated: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect(forged.outcome).toBe('stale');
    expect((await donation(t, donation_id)).mp_status).toBe('charged_back');
    expect(await goalRaised(t, headers)).toBe(0);
  });

  describe('POST /api/donations/{id}/refund', () => {
    const refund = (headers: Headers, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/donations/${id}/refund`, headers });

    it('refunds an approved donation once, however many times it is asked, with one idempotency key', async () => {
      const { headers, goalId } = await setup();
      const { donation_id } = await approved(goalId, 2000);
      const spy = vi.spyOn(t.deps.payments, 'refundPayment');
      try {
        // A double click: both requests reach the provider with the same key; it refunds once.
        const [first, second] = await Promise.all([
          refund(headers, donation_id),
          refund(headers, donation_id),
        ]);
        const codes = [first?.statusCode, second?.statusCode].sort();
        expect(codes[0]).toBe(200);
        const ok = [first, second].find((r) => r?.statusCode === 200);
        expect(json<{ data: { donation: object } }>(ok as never).data.donation).toMatchObject({
          id: donation_id,
          mp_status: 'refunded',
          status_label: 'Reembolsada',
          refundable: false,
        });
        expect(new Set(spy.mock.calls.map((call) => call[2]))).toEqual(
          new Set([refundIdempotencyKey(donation_id)]),
        );
      } finally {
        spy.mockRestore();
      }
      const refunds = await t.database.db
        .selectFrom('sim_mp_refunds')
        .select(['idempotency_key', 'amount_cents'])
        .where('idempotency_key', '=', refundIdempotencyKey(donation_id))
        .execute();
      expect(refunds).toEqual([
        { idempotency_key: refundIdempotencyKey(donation_id), amount_cents: 200_000 },
      ]);
      expect(await goalRaised(t, headers)).toBe(0);

      // Asked again later: already refunded, a Spanish answer and nothing more.
      const later = await refund(headers, donation_id);
      expect(later.statusCode).toBe(409);
      expect(json<{ message: string }>(later).message).toBe('Solo puedes reembolsar una donación aprobada');
    });

    it("answers 404 for another creator's donation and a Spanish error for a pending one, changing nothing", async () => {
      const ana = await setup();
      const beto = await setup();
      const { donation_id } = await approved(ana.goalId, 1200);
      const foreign = await refund(beto.headers, donation_id);
      expect(foreign.statusCode).toBe(404);
      expect(json<{ message: string }>(foreign).message).toBe('Donación no encontrada');
      expect((await donation(t, donation_id)).mp_status).toBe('approved');
      expect(await goalRaised(t, ana.headers)).toBe(1200);

      const pending = await startDonation(t, ana.goalId, 800);
      const res = await refund(ana.headers, pending.donation_id);
      expect(res.statusCode).toBe(409);
      expect(json<{ message: string }>(res).message).toBe('Solo puedes reembolsar una donación aprobada');
      expect((await donation(t, pending.donation_id)).mp_status).toBe('pending');

      expect((await refund({}, donation_id)).statusCode).toBe(401);
      expect((await refund(ana.headers, 'no-es-un-id')).statusCode).toBe(404);
    });

    it('keeps the donation approved when the provider fails, and refunds on the retry with the same key', async () => {
      const { headers, goalId } = await setup();
      const { donation_id } = await approved(goalId, 900);
      const spy = vi
        .spyOn(t.deps.payments, 'refundPayment')
        .mockRejectedValueOnce(new PaymentProviderError('timeout', null));
      try {
        const failed = await refund(headers, donation_id);
        expect(failed.statusCode).toBe(502);
        expect(json<{ message: string }>(failed).message).toMatch(/^No pudimos reembolsar la donación/);
        expect((await donation(t, donation_id)).mp_status).toBe('approved');
        expect(await goalRaised(t, headers)).toBe(900);
        expect((await refund(headers, donation_id)).statusCode).toBe(200);
        expect(spy.mock.calls.map((call) => call[2])).toEqual([
          refundIdempotencyKey(donation_id),
          refundIdempotencyKey(donation_id),
        ]);
      } finally {
        spy.mockRestore();
      }
      expect((await donation(t, donation_id)).mp_status).toBe('refunded');
    });
  });
});
