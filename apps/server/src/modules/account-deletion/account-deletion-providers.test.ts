import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../../test/delete-account';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { verifyEmail } from '../../../test/verify-email';
import { FakeSpotify } from '../../integrations/music/testing/fake-spotify-server';
import {
  followCallback as followMusicCallback,
  initiateMusic,
} from '../../integrations/music/testing/music-test-helpers';
import { FakeMercadoPago } from '../../integrations/payments/testing/fake-mercadopago-server';
import { followCallback } from '../../integrations/payments/testing/payment-test-helpers';

const SELLER = '303030303';

/**
 * Deleting an account with the real adapters, against local fakes of Mercado Pago and Spotify.
 * Neither provider documents an endpoint to revoke a grant (integrations.md §1.1 and §2): the
 * adapters answer 'unsupported' without a request, and the tokens are deleted on our side.
 */
describe('deleting an account connected to the real providers', () => {
  const mp = new FakeMercadoPago();
  const spotify = new FakeSpotify();
  let t: TestApp;

  beforeAll(async () => {
    await mp.start();
    const spotifyBase = await spotify.start();
    t = await createTestApp({
      clock: new TestClock(new Date('2026-11-20T15:00:00.000Z')),
      env: {
        MP_CLIENT_ID: mp.clientId,
        MP_CLIENT_SECRET: mp.clientSecret,
        MP_WEBHOOK_SECRET: 'secreto-de-webhooks-de-prueba',
        MP_API_BASE_URL: mp.baseUrl,
        MP_AUTH_BASE_URL: mp.baseUrl,
        SPOTIFY_CLIENT_ID: spotify.clientId,
        SPOTIFY_CLIENT_SECRET: spotify.clientSecret,
        SPOTIFY_ACCOUNTS_URL: spotifyBase,
        SPOTIFY_API_URL: spotifyBase,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await mp.stop();
    await spotify.stop();
  });

  it('sends no revocation (none is documented) and deletes every token it held', async () => {
    expect(t.deps.payments.kind).toBe('mercadopago');
    expect(t.deps.music.kind).toBe('spotify');
    const creator = await registerCreator(t.app);
    await verifyEmail(t, creator);
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/oauth/initiate',
      headers: creator.headers,
    });
    const redirectUrl = json<{ data: { redirectUrl: string } }>(init).data.redirectUrl;
    expect(await followCallback(t, mp.authorize(redirectUrl, SELLER))).toBe('/dashboard?mp_success=true');
    const musicUrl = await initiateMusic(t.app, creator.headers);
    expect(await followMusicCallback(t.app, spotify.authorize(musicUrl))).toBe(
      '/dashboard/spotify?spotify_success=true',
    );
    const mpBefore = mp.received.length;
    const spotifyBefore = spotify.received.length;

    const res = await deleteAccount(t, creator);
    expect(res.statusCode, res.body).toBe(200);

    // Documented absence: the fakes saw nothing at all from the deletion.
    expect(mp.received.slice(mpBefore)).toEqual([]);
    expect(spotify.received.slice(spotifyBefore)).toEqual([]);
    const db = t.database.db;
    const held = await Promise.all([
      db.selectFrom('payment_connections').select('user_id').where('user_id', '=', creator.user.id).execute(),
      db.selectFrom('music_connections').select('user_id').where('user_id', '=', creator.user.id).execute(),
    ]);
    expect(held).toEqual([[], []]);
  });

  it('answers unsupported from both real adapters, without a request', async () => {
    const mpBefore = mp.received.length;
    const spotifyBefore = spotify.received.length;
    const grant = { accountId: SELLER, accessToken: 'token', refreshToken: 'refresh' };
    expect(await t.deps.payments.revokeAccess(grant)).toBe('unsupported');
    expect(await t.deps.music.revokeAccess(grant)).toBe('unsupported');
    expect(mp.received.length).toBe(mpBefore);
    expect(spotify.received.length).toBe(spotifyBefore);
  });
});
