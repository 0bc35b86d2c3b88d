import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { registerVerifiedCreator } from '../../../test/verify-email';
import {
  checkout,
  connectCreator,
  createGoal,
  decide,
  followCallback,
  initiate,
  notify,
  simulatorOf,
} from '../../integrations/payments/testing/payment-test-helpers';
import { decrypt } from '../../lib/crypto';

interface StatusData {
  status: string;
  authData: {
    mpUserId: string;
    email: string | null;
    authorizedAt: string;
    refreshedAt: string | null;
  } | null;
  simulated: boolean;
  expiringSoon: boolean;
  lastChecked: string | null;
  canConnect: boolean;
  canRevoke: boolean;
}

describe('Mercado Pago connection', () => {
  let t: TestApp;
  const clock = new TestClock(new Date('2025-03-01T12:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const status = async (headers: Record<string, string>, force = false) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/mercadopago/status${force ? '?force=true' : ''}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return json<{ success: boolean; data: StatusData }>(res).data;
  };
  const connection = (userId: number) =>
    t.database.db
      .selectFrom('payment_connections')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();

  it('requires a session, except for the provider callback', async () => {
    for (const [method, url] of [
      ['GET', '/api/mercadopago/status'],
      ['POST', '/api/mercadopago/oauth/initiate'],
      ['POST', '/api/mercadopago/revoke'],
      ['POST', '/api/mercadopago/refresh-token'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const callback = await t.app.inject({ method: 'GET', url: '/api/mercadopago/oauth/callback' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard?mp_error=invalid_state');
  });

  it('starts pending and connects through the authorization round trip', async () => {
    const creator = await registerVerifiedCreator(t);
    expect(await status(creator.headers)).toEqual({
      status: 'pending',
      authData: null,
      simulated: true,
      expiringSoon: false,
      lastChecked: null,
      canConnect: true,
      canRevoke: false,
    });

    const init = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/oauth/initiate',
      headers: creator.headers,
    });
    const body = json<{ success: boolean; message: string; data: { redirectUrl: string } }>(init);
    expect(body.message).toBe('Redirigiendo a MercadoPago...');
    const authorizeUrl = new URL(body.data.redirectUrl);
    const state = authorizeUrl.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(40);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/mercadopago/oauth/callback',
    );
    // Only a hash of the state is kept.
    const states = await t.database.db.selectFrom('payment_oauth_states').selectAll().execute();
    expect(JSON.stringify(states)).not.toContain(state);

    const callbackUrl = await decide(t, authorizeUrl, 'autorizar');
    expect(await followCallback(t, callbackUrl)).toBe('/dashboard?mp_success=true');

    const data = await status(creator.headers);
    expect(data).toMatchObject({
      status: 'authorized',
      canConnect: false,
      canRevoke: true,
      expiringSoon: false,
    });
    expect(data.authData).toEqual({
      mpUserId: expect.stringMatching(/^\d{9}$/),
      email: expect.stringContaining('@'),
      authorizedAt: clock.now().toISOString(),
      refreshedAt: null,
    });

    // Tokens are sealed at rest: the clear access token appears nowhere in the row.
    const row = await connection(creator.user.id);
    const access = decrypt(row?.access_token ?? '', t.deps.config.encryptionKey);
    const refresh = decrypt(row?.refresh_token ?? '', t.deps.config.encryptionKey);
    expect(access).toMatch(/^APP_USR-/);
    expect(refresh).toMatch(/^TG-/);
    expect(JSON.stringify(row)).not.toContain(access);
    expect(JSON.stringify(row)).not.toContain(refresh);
    // The status answer never carries them either.
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/mercadopago/status',
      headers: creator.headers,
    });
    expect(raw.body).not.toContain(access);
    expect(raw.body).not.toContain('APP_USR');

    // The return link cannot be used twice, and replaying it does not break the connection.
    expect(await followCallback(t, callbackUrl)).toBe('/dashboard?mp_error=state_used');
    expect((await status(creator.headers)).status).toBe('authorized');
    // Connecting again while connected is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/oauth/initiate',
      headers: creator.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toBe('Tu cuenta de MercadoPago ya está conectada');
  });

  it('reports a cancelled, unknown or expired authorization as mp_error and status error', async () => {
    const creator = await registerVerifiedCreator(t);
    expect(await followCallback(t, await decide(t, await initiate(t, creator.headers), 'cancelar'))).toBe(
      '/dashboard?mp_error=access_denied',
    );
    expect(await status(creator.headers)).toMatchObject({
      status: 'error',
      authData: null,
      canConnect: true,
    });

    expect(
      await followCallback(
        t,
        'http://localhost:3000/api/mercadopago/oauth/callback?code=SIM-1&state=inventado',
      ),
    ).toBe('/dashboard?mp_error=invalid_state');

    const late = await decide(t, await initiate(t, creator.headers), 'autorizar');
    clock.advance(11 * 60_000);
    expect(await followCallback(t, late)).toBe('/dashboard?mp_error=state_expired');
    expect((await status(creator.headers)).status).toBe('error');

    // A provider error without a code, and a state without a code.
    const noCode = new URL(await decide(t, await initiate(t, creator.headers), 'autorizar'));
    noCode.searchParams.delete('code');
    expect(await followCallback(t, noCode.toString())).toBe('/dashboard?mp_error=missing_code');
    const forged = new URL(await decide(t, await initiate(t, creator.headers), 'autorizar'));
    forged.searchParams.set('code', 'no-es-un-codigo');
    expect(await followCallback(t, forged.toString())).toBe('/dashboard?mp_error=exchange_failed');

    // Retrying works from the error state.
    await connectCreator(t, creator);
    expect((await status(creator.headers)).status).toBe('authorized');
  });

  it('revokes: tokens deleted, donations disabled, and reconnecting reaches the same account', async () => {
    const creator = await registerVerifiedCreator(t);
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers);
    expect((await checkout(t, { goal_id: goalId, amount: 500 })).statusCode).toBe(201);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/revoke',
      headers: creator.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; data: StatusData }>(res);
    expect(body.message).toBe('Acceso a MercadoPago revocado exitosamente');
    expect(body.data).toMatchObject({
      status: 'revoked',
      authData: null,
      canConnect: true,
      canRevoke: false,
    });
    const row = await connection(creator.user.id);
    expect(row).toMatchObject({
      status: 'revoked',
      access_token: null,
      refresh_token: null,
      mp_user_id: null,
    });

    const refused = await checkout(t, { goal_id: goalId, amount: 500 });
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toBe(
      'Este creador todavía no puede recibir donaciones',
    );
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/revoke',
      headers: creator.headers,
    });
    expect(twice.statusCode).toBe(409);
    expect(json<{ message: string }>(twice).message).toBe('No hay una cuenta de MercadoPago conectada');

    expect(await connectCreator(t, creator)).toBe(seller);
    expect((await checkout(t, { goal_id: goalId, amount: 500 })).statusCode).toBe(201);
  });

  it('refreshes the token on request and stores the new pair sealed', async () => {
    const creator = await registerVerifiedCreator(t);
    await connectCreator(t, creator);
    const before = await connection(creator.user.id);
    clock.advance(60_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/refresh-token',
      headers: creator.headers,
    });
    expect(res.statusCode).toBe(200);
    const authData = json<{ data: { authData: StatusData['authData'] } }>(res).data.authData;
    expect(authData?.refreshedAt).toBe(clock.now().toISOString());
    const after = await connection(creator.user.id);
    const key = t.deps.config.encryptionKey;
    expect(decrypt(after?.access_token ?? '', key)).not.toBe(decrypt(before?.access_token ?? '', key));
    expect(decrypt(after?.refresh_token ?? '', key)).not.toBe(decrypt(before?.refresh_token ?? '', key));

    const stranger = await registerVerifiedCreator(t);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/refresh-token',
      headers: stranger.headers,
    });
    expect(none.statusCode).toBe(409);
  });

  it('usableToken(): decrypts, refreshes an expired token first and persists the new pair', async () => {
    const creator = await registerVerifiedCreator(t);
    await connectCreator(t, creator);
    const service = t.deps.paymentConnection;
    const key = t.deps.config.encryptionKey;
    const before = await connection(creator.user.id);
    expect(await service.usableToken(creator.user.id)).toBe(decrypt(before?.access_token ?? '', key));

    // 180 days later the token has expired: it is refreshed before use, and the new pair is stored.
    clock.advance(181 * 86_400_000);
    const token = await service.usableToken(creator.user.id);
    const after = await connection(creator.user.id);
    expect(token).not.toBe(decrypt(before?.access_token ?? '', key));
    expect(decrypt(after?.access_token ?? '', key)).toBe(token);
    expect(after?.refreshed_at).toBe(clock.now().toISOString());
    expect(Date.parse(after?.token_expires_at ?? '')).toBeGreaterThan(clock.now().getTime());
    // Concurrent callers share one refresh.
    clock.advance(181 * 86_400_000);
    const tokens = await Promise.all([1, 2, 3].map(() => service.usableToken(creator.user.id)));
    expect(new Set(tokens).size).toBe(1);

    const stranger = await registerVerifiedCreator(t);
    await expect(service.usableToken(stranger.user.id)).rejects.toThrow('payment connection not authorized');
  });

  it('caches the status check for 5 minutes unless forced, and warns after 30 days', async () => {
    const creator = await registerVerifiedCreator(t);
    await connectCreator(t, creator);
    const spy = vi.spyOn(t.deps.payments, 'getAccount');
    try {
      await status(creator.headers);
      expect(spy).not.toHaveBeenCalled();
      const forced = await status(creator.headers, true);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(forced.lastChecked).toBe(clock.now().toISOString());
      clock.advance(4 * 60_000);
      await status(creator.headers);
      expect(spy).toHaveBeenCalledTimes(1);
      clock.advance(2 * 60_000);
      expect((await status(creator.headers)).lastChecked).toBe(clock.now().toISOString());
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
    clock.advance(31 * 86_400_000);
    // Sessions last 7 days: sign in again a month later.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: creator.body.email, password: creator.body.password },
    });
    const headers = { authorization: `Bearer ${json<{ data: { token: string } }>(login).data.token}` };
    expect((await status(headers)).expiringSoon).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/mercadopago/refresh-token', headers });
    expect((await status(headers)).expiringSoon).toBe(false);
  });

  it('marks the connection revoked when the seller unlinks the app on Mercado Pago (mp-connect)', async () => {
    const creator = await registerVerifiedCreator(t);
    const seller = await connectCreator(t, creator);
    // The notification alone changes nothing: the provider still accepts the creator's token.
    const early = await notify(t, seller, seller, { type: 'mp-connect', action: 'application.deauthorized' });
    expect(early.statusCode).toBe(200);
    expect(await status(creator.headers)).toMatchObject({ status: 'authorized' });
    await simulatorOf(t).unlinkSeller(seller);
    const res = await notify(t, seller, seller, { type: 'mp-connect', action: 'application.deauthorized' });
    expect(res.statusCode).toBe(200);
    expect(await status(creator.headers)).toMatchObject({ status: 'revoked', authData: null });
    expect((await connection(creator.user.id))?.access_token).toBeNull();
  });
});
