import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import {
  FakeMercadoPago,
  type FakePayment,
} from '../../integrations/payments/testing/fake-mercadopago-server';
import {
  connectAtFake,
  createGoal,
  donation,
  goalRaised,
  notify,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { refundIdempotencyKey } from './refund.service';

const SELLER = '303030303';

/** Refunds and chargebacks through the real adapter, against a local fake of Mercado Pago's API. */
describe('refunds and chargebacks with Mercado Pago credentials', () => {
  const fake = new FakeMercadoPago();
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerCreator>>;
  let goalId: number;

  const fakePayment = (id: string, donationId: string, amount: number): FakePayment => ({
    id,
    status: 'approved',
    status_detail: 'accredited',
    transaction_amount: amount,
    currency_id: 'ARS',
    external_reference: donationId,
    payment_method_id: 'visa',
    payment_type_id: 'credit_card',
    fee_details: [],
    date_approved: '2026-03-01T10:00:00.000-03:00',
    date_last_updated: '2026-03-01T10:00:00.000-03:00',
    collector_id: Number(SELLER),
  });

  /** A donation whose approved payment the app has applied. */
  const approvedDonation = async (paymentId: string, amount: number) => {
    const { donation_id } = await startDonation(t, goalId, amount);
    fake.setPayment(fakePayment(paymentId, donation_id, amount));
    expect((await notify(t, paymentId, SELLER)).statusCode).toBe(200);
    expect((await donation(t, donation_id)).mp_status).toBe('approved');
    return donation_id;
  };

  beforeAll(async () => {
    await fake.start();
    t = await createTestApp({
      env: fake.appEnv(),
    });
    creator = await registerCreator(t.app);
    expect(await connectAtFake(t, fake, creator.headers, SELLER)).toBe('/dashboard?mp_success=true');
    goalId = await createGoal(t, creator.headers);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('sends the same X-Idempotency-Key on a retry, and Mercado Pago refunds once', async () => {
    const donationId = await approvedDonation('7001', 1500);
    const refund = () =>
      t.app.inject({ method: 'POST', url: `/api/donations/${donationId}/refund`, headers: creator.headers });

    fake.failRefunds = 1;
    const failed = await refund();
    expect(failed.statusCode).toBe(502);
    expect((await donation(t, donationId)).mp_status).toBe('approved');
    expect(await goalRaised(t, creator.headers)).toBe(1500);

    const retried = await refund();
    expect(retried.statusCode).toBe(200);
    expect(json<{ data: { donation: { status_label: string } } }>(retried).data.donation.status_label).toBe(
      'Reembolsada',
    );
    const posts = fake.received.filter((r) => r.method === 'POST' && r.path === '/v1/payments/7001/refunds');
    expect(posts.map((r) => r.headers['x-idempotency-key'])).toEqual([
      refundIdempotencyKey(donationId),
      refundIdempotencyKey(donationId),
    ]);
    expect(fake.refunds.get('7001')).toHaveLength(1);
    expect((await donation(t, donationId)).mp_status).toBe('refunded');
    expect(await goalRaised(t, creator.headers)).toBe(0);
  });

  it('reads GET /v1/chargebacks/{id} on a chargeback notification and stores the evidence deadline', async () => {
    const donationId = await approvedDonation('7002', 2000);
    const payment = fakePayment('7002', donationId, 2000);
    fake.setPayment({
      ...payment,
      status: 'charged_back',
      status_detail: 'settled',
      date_last_updated: '2026-03-05T09:00:00.000-03:00',
    });
    fake.setChargeback({
      id: '236000000001',
      payments: [7002],
      amount: 2000,
      reason: 'fraud',
      coverage_applied: false,
      coverage_elegible: true,
      documentation_required: true,
      documentation_status: 'pending',
      date_documentation_deadline: '2026-03-15T23:59:59.000-03:00',
      collector_id: Number(SELLER),
    });
    const res = await notify(t, '236000000001', SELLER, {
      type: 'topic_chargebacks_wh',
      action: 'chargebacks.updated',
    });
    expect(res.statusCode).toBe(200);
    expect(fake.received.some((r) => r.method === 'GET' && r.path === '/v1/chargebacks/236000000001')).toBe(
      true,
    );
    expect(await donation(t, donationId)).toMatchObject({
      mp_status: 'charged_back',
      chargeback_id: '236000000001',
      evidence_deadline: '2026-03-16T02:59:59.000Z',
    });
    expect(await goalRaised(t, creator.headers)).toBe(0);
  });
});
