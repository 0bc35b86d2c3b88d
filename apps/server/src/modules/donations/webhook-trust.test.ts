import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import {
  connectCreator,
  createGoal,
  donation,
  payQuietly,
  rowCount,
  simulatorOf,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { signNotification } from '../../integrations/payments/webhook-signature';
import { REQUEST_ID_MEMORY_MS } from './webhook.service';

/** A delivery whose signature is valid for (data.id, x-request-id, ts) whatever the body says. */
interface Captured {
  dataId: string;
  requestId: string;
  ts: string;
  signature: string;
}

describe('webhook trust: only what the signature covers, plus what the provider answers', () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2025-06-01T12:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const capture = (dataId: string): Captured => {
    const requestId = randomUUID();
    const ts = String(Math.floor(clock.now().getTime() / 1000));
    const signature = signNotification(t.deps.config.payments.webhookSecret, { dataId, requestId, ts });
    return { dataId, requestId, ts, signature };
  };

  const send = (c: Captured, type: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/webhooks/mercadopago?data.id=${c.dataId}&type=${type}`,
      headers: {
        'content-type': 'application/json',
        'x-signature': c.signature,
        'x-request-id': c.requestId,
      },
      payload: body,
    });

  const connectionStatus = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mercadopago/status?force=true', headers });
    return json<{ data: { status: string } }>(res).data.status;
  };

  const paidDonation = async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    const { donation_id } = await startDonation(t, goalId, 1500);
    const payment = await payQuietly(t, donation_id, 'approve');
    return { creator, seller, donationId: donation_id, payment };
  };

  it('a replayed or forged body with a valid signature cannot disconnect a creator', async () => {
    const { creator, seller, donationId, payment } = await paidDonation();
    const genuine = capture(payment.id);
    const forged = {
      type: 'mp-connect',
      action: 'application.deauthorized',
      user_id: Number(seller),
      data: { id: payment.id },
    };
    // Sent first with a rewritten body: the provider is asked, still accepts the token, nothing is revoked.
    const first = await send(genuine, 'mp-connect', forged);
    expect(first.statusCode).toBe(200);
    expect(await connectionStatus(creator.headers)).toBe('authorized');
    const row = await t.database.db
      .selectFrom('payment_connections')
      .select(['status', 'access_token'])
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('authorized');
    expect(row.access_token).not.toBeNull();

    // The same signed request again (a replay), with either body: ignored, the request id was used.
    expect((await send(genuine, 'mp-connect', forged)).statusCode).toBe(200);
    const replay = { type: 'payment', user_id: Number(seller), data: { id: payment.id } };
    expect((await send(genuine, 'payment', replay)).statusCode).toBe(200);
    expect((await donation(t, donationId)).mp_status).toBe('pending');
    expect(await connectionStatus(creator.headers)).toBe('authorized');

    // Even once the seller really unlinked, a replay does nothing: only a new notification is acted on.
    await simulatorOf(t).unlinkSeller(seller);
    expect((await send(genuine, 'mp-connect', forged)).statusCode).toBe(200);
    const still = await t.database.db
      .selectFrom('payment_connections')
      .select('status')
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('authorized');
    const fresh = capture(seller);
    expect((await send(fresh, 'mp-connect', { ...forged, data: { id: seller } })).statusCode).toBe(200);
    const revoked = await t.database.db
      .selectFrom('payment_connections')
      .select(['status', 'access_token'])
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(revoked).toEqual({ status: 'revoked', access_token: null });
  });

  it('applies a payment from the provider answer only, whatever amount or status the body claims', async () => {
    const { seller, donationId, payment } = await paidDonation();
    const res = await send(capture(payment.id), 'payment', {
      type: 'payment',
      user_id: Number(seller),
      action: 'payment.updated',
      data: { id: payment.id, status: 'refunded', transaction_amount: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(await donation(t, donationId)).toMatchObject({ mp_status: 'approved', amount_cents: 150_000 });
  });

  it('ignores the id in the body: only the signed data.id of the query string is read', async () => {
    const { seller, donationId, payment } = await paidDonation();
    // Signed for another id; the body names the real payment.
    const res = await send(capture('123'), 'payment', {
      type: 'payment',
      user_id: Number(seller),
      data: { id: payment.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await donation(t, donationId)).mp_status).toBe('pending');
  });

  it('remembers each x-request-id for 24 hours, then forgets it', async () => {
    const { payment } = await paidDonation();
    const c = capture(payment.id);
    await send(c, 'payment', { type: 'payment' });
    const seen = () =>
      t.database.db
        .selectFrom('webhook_requests')
        .select('request_id')
        .where('request_id', '=', c.requestId)
        .executeTakeFirst();
    expect(await seen()).toBeDefined();
    clock.advance(REQUEST_ID_MEMORY_MS + 1000);
    // Any later notification sweeps out the expired ones.
    await send(capture(payment.id), 'payment', { type: 'payment' });
    expect(await seen()).toBeUndefined();
    expect(await rowCount(t, 'webhook_requests')).toBe(1);
  });
});
