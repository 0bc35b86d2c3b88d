import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../../test/delete-account';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { connectCreator } from '../../integrations/payments/testing/payment-test-helpers';
import { authorize, createTier, subscribe } from '../monthly/testing/monthly-test-helpers';

/** The seams as create-deps.ts wires them: two-step login checks the code, monthly support cancels. */
describe('account deletion with two-step login and monthly support', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const remove = (creator: Parameters<typeof deleteAccount>[1], extra: object = {}) =>
    deleteAccount(t, creator, extra);

  it('asks a code of a creator with two-step login on, and takes a recovery code once', async () => {
    const creator = await registerCreator(t.app);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      headers: creator.headers,
    });
    const { secret } = json<{ data: { secret: string } }>(setup).data;
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers: creator.headers,
      payload: { code: await generate({ secret }) },
    });
    const codes = json<{ data: { recovery_codes: string[] } }>(enable).data.recovery_codes;

    for (const extra of [{}, { code: '000000' }]) {
      const refused = await remove(creator, extra);
      expect(refused.statusCode).toBe(400);
      expect(json<{ errors: { field: string }[] }>(refused).errors.map((e) => e.field)).toEqual(['code']);
    }
    expect((await remove(creator, { code: codes[0] })).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('two_factor')
      .select('user_id')
      .where('user_id', '=', creator.user.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('cancels the monthly supporters at the provider first, then keeps their charges as records', async () => {
    const creator = await registerCreator(t.app);
    await connectCreator(t, creator);
    const tierId = await createTier(t, creator.headers);
    const { ourId, providerId } = await subscribe(t, creator.user.username, tierId);
    await authorize(t, providerId);

    expect((await remove(creator)).statusCode).toBe(200);

    const atProvider = await t.database.db
      .selectFrom('sim_mp_subscriptions')
      .select('status')
      .where('id', '=', providerId)
      .executeTakeFirstOrThrow();
    expect(atProvider.status).toBe('cancelled');
    const left = await t.database.db
      .selectFrom('monthly_subscriptions')
      .select('id')
      .where('id', '=', ourId)
      .execute();
    expect(left).toEqual([]);
    const charges = await t.database.db
      .selectFrom('donations')
      .select(['kind', 'subscription_id', 'donor_email', 'mp_status'])
      .where('user_id', '=', creator.user.id)
      .execute();
    expect(charges).toEqual([
      { kind: 'monthly', subscription_id: null, donor_email: null, mp_status: 'approved' },
    ]);
  });
});
