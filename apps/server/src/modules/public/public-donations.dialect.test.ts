import type { PublicProfile } from '@enlaza/shared/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import {
  connectCreator,
  createGoal,
  decide,
  followCallback,
  initiate,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

describe('public profile: donations_enabled', () => {
  let t: TestApp;

  const profile = async (username: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/${username}` });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ data: { user: PublicProfile } }>(res).data.user;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is false for a creator who never connected a payment account', async () => {
    const creator = await registerCreator(t.app);
    await createGoal(t, creator.headers);
    expect((await profile(creator.user.username)).donations_enabled).toBe(false);
  });

  it('turns on as soon as the account connects and off again when it is revoked', async () => {
    const creator: Creator = await registerCreator(t.app);
    await createGoal(t, creator.headers);
    const callbackUrl = await decide(t, await initiate(t, creator.headers), 'autorizar');
    // Read just before the provider's return, so the page sits in the read cache when it connects.
    expect((await profile(creator.user.username)).donations_enabled).toBe(false);

    expect(await followCallback(t, callbackUrl)).toBe('/dashboard?mp_success=true');
    expect((await profile(creator.user.username)).donations_enabled).toBe(true);

    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/revoke',
      headers: creator.headers,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await profile(creator.user.username)).donations_enabled).toBe(false);
  });

  it('is false for a connection made with another payment provider than this server uses', async () => {
    const creator = await registerCreator(t.app);
    await connectCreator(t, creator);
    expect((await profile(creator.user.username)).donations_enabled).toBe(true);
    // A real Mercado Pago connection while this server runs the simulator cannot take payments here.
    await t.database.db
      .updateTable('payment_connections')
      .set({ simulated: 0 })
      .where('user_id', '=', creator.user.id)
      .execute();
    // Changed behind the services' back: tell the cache, as a service does after its write.
    await t.deps.publicCache.invalidateCreator(creator.user.id);
    expect((await profile(creator.user.username)).donations_enabled).toBe(false);
  });

  it('shows a new approved donation in the goal raised amount, not a rejected one', async () => {
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers, 10_000);
    const before = await profile(creator.user.username);
    expect(before.goals[0]?.current_amount).toBe(0);

    const approved = await startDonation(t, goalId, 1500, { message: 'Fuerza' });
    await notify(t, (await payQuietly(t, approved.donation_id, 'approve')).id, seller);
    const rejected = await startDonation(t, goalId, 2000);
    await notify(t, (await payQuietly(t, rejected.donation_id, 'reject')).id, seller);

    const after = await profile(creator.user.username);
    expect(after.goals[0]).toMatchObject({ current_amount: 1500, percentage: 15 });
    expect(after.donations_enabled).toBe(true);
  });
});
