import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { FakeSpotify } from '../../integrations/music/testing/fake-spotify-server';
import { followCallback, initiateMusic } from '../../integrations/music/testing/music-test-helpers';

type Headers = Record<string, string>;

describe('Spotify connection against a local fake Spotify', () => {
  const fake = new FakeSpotify();
  const clock = new TestClock(new Date('2026-03-01T12:00:00Z'));
  let t: TestApp;

  beforeAll(async () => {
    const base = await fake.start();
    t = await createTestApp({
      clock,
      env: {
        SPOTIFY_CLIENT_ID: fake.clientId,
        SPOTIFY_CLIENT_SECRET: fake.clientSecret,
        SPOTIFY_ACCOUNTS_URL: base,
        SPOTIFY_API_URL: base,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const status = async (headers: Headers) =>
    json<{ data: Record<string, boolean> }>(await get('/api/spotify/status', headers)).data;
  const connect = async (headers: Headers) => {
    const url = await initiateMusic(t.app, headers);
    return followCallback(t.app, fake.authorize(url));
  };
  const searchNames = async (headers: Headers) => {
    const res = await get('/api/spotify/search?q=soda', headers);
    return {
      status: res.statusCode,
      body: json<{ message?: string; data?: { results: { name: string }[] } }>(res),
    };
  };

  it('uses the real adapter when the credentials are set', () => {
    expect(t.deps.music.kind).toBe('spotify');
  });

  it('connects with PKCE through our callback and shows the account, never a token', async () => {
    const creator = await registerCreator(t.app);
    expect(await connect(creator.headers)).toBe('/dashboard/spotify?spotify_success=true');
    const connection = json<{ data: { connection: Record<string, unknown> } }>(
      await get('/api/spotify/connection', creator.headers),
    ).data.connection;
    expect(connection).toEqual({
      status: 'connected',
      provider_user_id: 'listener-1',
      display_name: 'Oyente de Prueba',
      connected_at: '2026-03-01T12:00:00.000Z',
      simulated: false,
    });
    const exchange = fake.received.filter((r) => r.path === '/api/token').at(-1);
    expect(exchange?.form?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{64}$/);
  });

  it('refreshes an expired access token before calling, and after a 401', async () => {
    const creator = await registerCreator(t.app);
    await connect(creator.headers);
    const before = fake.refreshes;
    clock.advance(2 * 3600_000);
    expect((await searchNames(creator.headers)).body.data?.results.map((r) => r.name)).toEqual([
      'De Música Ligera',
      'Persiana Americana',
    ]);
    expect(fake.refreshes).toBe(before + 1);

    fake.expireAccessTokens();
    expect((await searchNames(creator.headers)).status).toBe(200);
    expect(fake.refreshes).toBe(before + 2);
  });

  it('shows a revoked authorization as needing reconnection', async () => {
    const creator = await registerCreator(t.app);
    await connect(creator.headers);
    fake.revokeAll();
    const refused = await searchNames(creator.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Tu conexión con Spotify venció. Vuelve a conectar tu cuenta.');
    expect(await status(creator.headers)).toEqual({
      is_authorized: false,
      has_content: false,
      needs_reconnection: true,
    });
    const connection = json<{ data: { connection: { status: string } } }>(
      await get('/api/spotify/connection', creator.headers),
    ).data.connection;
    expect(connection.status).toBe('needs_reconnection');

    // Connecting again brings it back.
    expect(await connect(creator.headers)).toBe('/dashboard/spotify?spotify_success=true');
    expect((await status(creator.headers)).is_authorized).toBe(true);
  });

  it("stores Spotify's values for the chosen id, whatever the client sent", async () => {
    const creator = await registerCreator(t.app);
    await connect(creator.headers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/spotify/content',
      headers: creator.headers,
      payload: {
        spotify_id: '1x2y3z4w5v6u7t8s9r0q1p',
        content_type: 'track',
        name: 'Otra cosa',
        artist: 'Nadie',
        image_url: 'https://evil.example/x.png',
        preview_url: null,
        spotify_url: 'https://evil.example/phish',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { content: unknown } }>(res).data.content).toEqual({
      spotify_id: '1x2y3z4w5v6u7t8s9r0q1p',
      content_type: 'track',
      name: 'Persiana Americana',
      artist: 'Soda Stereo, Gustavo Cerati',
      image_url: 'https://i.scdn.co/image/signos-640',
      preview_url: null,
      spotify_url: 'https://open.spotify.com/track/1x2y3z4w5v6u7t8s9r0q1p',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/spotify/content',
      headers: creator.headers,
      payload: { spotify_id: 'AAAAAAAAAAAAAAAAAAAAAA', content_type: 'album' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a provider outage with the search error, not a 500', async () => {
    const creator = await registerCreator(t.app);
    await connect(creator.headers);
    fake.rateLimitNext = 2;
    fake.retryAfterSeconds = 0;
    const res = await searchNames(creator.headers);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Error al buscar en Spotify');
  });
});
