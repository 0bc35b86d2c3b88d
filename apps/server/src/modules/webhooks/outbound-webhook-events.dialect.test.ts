import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { firstLink, registerVerifiedCreator } from '../../../test/verify-email';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { authorize, chargeMonth, createTier, subscribe } from '../monthly/testing/monthly-test-helpers';
import { RECEIVER_HOST, testLookup, verified, WebhookReceiver } from './testing/webhook-receiver';

/** Issue 37: each event a creator may choose reaches their endpoint from the change that causes it. */
describe('outbound webhook events: refunds, monthly support and fans', () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ webhookLookup: testLookup({}), env: { WEBHOOK_LOCAL_HOSTS: RECEIVER_HOST } });
  });
  afterAll(async () => {
    await t?.close();
    await receiver.close();
  });
  beforeEach(() => receiver.reset());

  type Creator = Awaited<ReturnType<typeof registerCreator>>;
  const added = async (creator: Creator, path: string, events: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: creator.headers,
      payload: { url: receiver.url(path), events },
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: { secret: string } }>(res).data.secret;
  };
  /** Every delivered event at `path`, verified with `secret`, in order. */
  const eventsAt = async (path: string, secret: string) => {
    await t.deps.webhookDeliveries.runOnce();
    return receiver.at(path).map((got) => verified(got, secret));
  };

  it('a refund the creator makes sends donation.refunded after donation.approved', async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    const secret = await added(creator, '/money', ['donation.approved', 'donation.refunded']);
    const { donation_id } = await startDonation(t, goalId, 1200, {
      donor_name: 'Tomás',
      show_name: false,
      message: 'Mensaje privado',
      message_public: false,
    });
    const payment = await payQuietly(t, donation_id, 'approve');
    expect((await notify(t, payment.id, seller)).statusCode).toBe(200);
    const [approved] = await eventsAt('/money', secret);
    // The donor hid the name and kept the message private: the creator's tools get neither.
    expect(approved?.data).toMatchObject({ id: donation_id, amount: 1200, donor_name: null, message: null });

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${donation_id}/refund`,
      headers: creator.headers,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const events = await eventsAt('/money', secret);
    expect(events.map((e) => e.type)).toEqual(['donation.approved', 'donation.refunded']);
    expect(events[1]?.data).toMatchObject({ id: donation_id, amount: 1200, currency: 'ARS' });
  });

  it('monthly support: started on the first authorization, charged per invoice, cancelled by the creator', async () => {
    const creator = await registerCreator(t.app);
    await connectCreator(t, creator);
    const tierId = await createTier(t, creator.headers, 3000, 'Banda');
    const secret = await added(creator, '/monthly', [
      'monthly.started',
      'monthly.charged',
      'monthly.cancelled',
    ]);
    const { ourId, providerId } = await subscribe(t, creator.user.username, tierId);
    await authorize(t, providerId);
    await chargeMonth(t, providerId, 'approve');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/monthly/supporters/${ourId}/cancel`,
      headers: creator.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const events = await eventsAt('/monthly', secret);
    const types = events.map((e) => e.type);
    expect(types.filter((type) => type === 'monthly.started')).toHaveLength(1);
    expect(types.filter((type) => type === 'monthly.cancelled')).toHaveLength(1);
    expect(types.filter((type) => type === 'monthly.charged').length).toBeGreaterThanOrEqual(1);
    expect(types.at(-1)).toBe('monthly.cancelled');
    expect(events.find((e) => e.type === 'monthly.started')?.data).toMatchObject({
      subscription_id: ourId,
      tier_name: 'Banda',
      amount: 3000,
      supporter_name: 'Lucía',
    });
    expect(events.find((e) => e.type === 'monthly.charged')?.data).toMatchObject({
      kind: 'monthly',
      amount: 3000,
    });
    expect(events.find((e) => e.type === 'monthly.cancelled')?.data).toMatchObject({
      subscription_id: ourId,
      cancelled_by: 'creator',
    });
    for (const got of receiver.at('/monthly')) expect(got.body).not.toContain('lucia@example.com');
  });

  it('a fan who confirms sends fan.confirmed with the address the creator already sees', async () => {
    const creator = await registerVerifiedCreator(t);
    const secret = await added(creator, '/fans', ['fan.confirmed']);
    const enabled = await t.app.inject({
      method: 'PUT',
      url: '/api/subscribers/settings',
      headers: creator.headers,
      payload: { enabled: true },
    });
    expect(enabled.statusCode).toBe(200);
    const signup = await t.app.inject({
      method: 'POST',
      url: `/api/public/${creator.user.username}/subscribers`,
      payload: { email: 'fan.webhook@example.com', consent: true },
      remoteAddress: '10.9.8.7',
    });
    expect(signup.statusCode).toBe(202);
    expect(await eventsAt('/fans', secret)).toEqual([]);

    await t.deps.mailQueue.sendDue();
    const mail = (await t.outbox()).find((m) => m.to === 'fan.webhook@example.com');
    const token = new URL(firstLink(mail?.text ?? '')).searchParams.get('token') ?? '';
    expect(await t.deps.subscribers.confirm(token, '10.9.8.7')).not.toBeNull();
    expect(await t.deps.subscribers.confirm(token, '10.9.8.7')).toBeNull();

    const events = await eventsAt('/fans', secret);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'fan.confirmed',
      data: { email: 'fan.webhook@example.com', confirmed_at: expect.any(String) },
    });
  });
});
