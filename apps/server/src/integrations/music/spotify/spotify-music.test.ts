import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MusicProviderError } from '../music-port';
import { FakeSpotify } from '../testing/fake-spotify-server';
import { SpotifyMusic } from './spotify-music';

const REDIRECT = 'http://localhost:3000/api/spotify/oauth/callback';
const VERIFIER = 'v'.repeat(64);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

describe('Spotify adapter against a local fake Spotify', () => {
  const fake = new FakeSpotify();
  let spotify: SpotifyMusic;

  beforeAll(async () => {
    const base = await fake.start();
    spotify = new SpotifyMusic({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      accountsUrl: base,
      apiUrl: base,
    });
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.received.length = 0;
    fake.rateLimitNext = 0;
  });

  const connect = async () => {
    const url = spotify.authorizationUrl({ state: 'st-1', codeChallenge: CHALLENGE, redirectUri: REDIRECT });
    const code = new URL(fake.authorize(url)).searchParams.get('code') ?? '';
    return spotify.exchangeCode({ code, codeVerifier: VERIFIER, redirectUri: REDIRECT });
  };

  it('builds the authorization URL with PKCE and exchanges the code with the verifier', async () => {
    const url = new URL(
      spotify.authorizationUrl({ state: 'st-1', codeChallenge: CHALLENGE, redirectUri: REDIRECT }),
    );
    expect(url.pathname).toBe('/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fake.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT,
      state: 'st-1',
      code_challenge_method: 'S256',
      code_challenge: CHALLENGE,
    });

    const tokens = await connect();
    expect(tokens.access_token).toMatch(/^BQ/);
    expect(tokens.refresh_token).toMatch(/^AQ/);
    expect(tokens.expires_in).toBe(3600);
    const call = fake.received.find((r) => r.path === '/api/token');
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call?.form?.get('grant_type')).toBe('authorization_code');
    expect(call?.form?.get('code_verifier')).toBe(VERIFIER);
    expect(call?.form?.get('redirect_uri')).toBe(REDIRECT);
    expect(call?.query.toString()).toBe('');
  });

  it('refuses a code exchanged with the wrong verifier, or a second time', async () => {
    const url = spotify.authorizationUrl({ state: 's', codeChallenge: CHALLENGE, redirectUri: REDIRECT });
    const code = new URL(fake.authorize(url)).searchParams.get('code') ?? '';
    const wrong = await spotify
      .exchangeCode({ code, codeVerifier: 'w'.repeat(64), redirectUri: REDIRECT })
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(MusicProviderError);
    expect((wrong as MusicProviderError).invalidGrant).toBe(true);
    await spotify.exchangeCode({ code, codeVerifier: VERIFIER, redirectUri: REDIRECT });
    const again = await spotify
      .exchangeCode({ code, codeVerifier: VERIFIER, redirectUri: REDIRECT })
      .catch((e: unknown) => e);
    expect((again as MusicProviderError).invalidGrant).toBe(true);
  });

  it('refreshes, keeping no refresh token when Spotify sends none', async () => {
    const tokens = await connect();
    const refreshed = await spotify.refresh(tokens.refresh_token ?? '');
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).toBeNull();
    const call = fake.received.filter((r) => r.path === '/api/token').at(-1);
    expect(call?.form?.get('grant_type')).toBe('refresh_token');
    expect(call?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
    );
    // The old access token still works until it expires; the new one works too.
    expect((await spotify.getAccount(refreshed.access_token)).id).toBe('listener-1');
  });

  it('says invalid_grant for a revoked refresh token', async () => {
    const tokens = await connect();
    fake.revokeAll();
    const error = await spotify.refresh(tokens.refresh_token ?? '').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MusicProviderError);
    expect((error as MusicProviderError).invalidGrant).toBe(true);
  });

  it('maps track search results: artists joined, largest image, external URL, null preview', async () => {
    const { access_token } = await connect();
    const results = await spotify.search(access_token, { q: 'soda', type: 'track', limit: 10 });
    expect(results).toEqual([
      {
        spotify_id: '4e1ZDGlW6pBRCHcvCHfA5U',
        content_type: 'track',
        name: 'De Música Ligera',
        artist: 'Soda Stereo',
        image_url: 'https://i.scdn.co/image/animal-640',
        preview_url: 'https://p.scdn.co/mp3-preview/abc',
        spotify_url: 'https://open.spotify.com/track/4e1ZDGlW6pBRCHcvCHfA5U',
      },
      {
        spotify_id: '1x2y3z4w5v6u7t8s9r0q1p',
        content_type: 'track',
        name: 'Persiana Americana',
        artist: 'Soda Stereo, Gustavo Cerati',
        image_url: 'https://i.scdn.co/image/signos-640',
        preview_url: null,
        spotify_url: 'https://open.spotify.com/track/1x2y3z4w5v6u7t8s9r0q1p',
      },
    ]);
    const call = fake.received.find((r) => r.path === '/v1/search');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      q: 'soda',
      type: 'track',
      market: 'AR',
      limit: '10',
    });
    expect(call?.headers.authorization).toBe(`Bearer ${access_token}`);
  });

  it('maps album results with no preview, and looks items up by id', async () => {
    const { access_token } = await connect();
    const albums = await spotify.search(access_token, { q: 'soda', type: 'album', limit: 5 });
    expect(albums).toEqual([
      {
        spotify_id: '2bVRJfZkRWHbyO1yZzZZzz',
        content_type: 'album',
        name: 'Canción Animal',
        artist: 'Soda Stereo',
        image_url: 'https://i.scdn.co/image/animal-album-640',
        preview_url: null,
        spotify_url: 'https://open.spotify.com/album/2bVRJfZkRWHbyO1yZzZZzz',
      },
    ]);
    expect(await spotify.getItem(access_token, 'album', '2bVRJfZkRWHbyO1yZzZZzz')).toEqual(albums[0]);
    const track = await spotify.getItem(access_token, 'track', '1x2y3z4w5v6u7t8s9r0q1p');
    expect(track?.artist).toBe('Soda Stereo, Gustavo Cerati');
    expect(
      fake.received.find((r) => r.path === '/v1/tracks/1x2y3z4w5v6u7t8s9r0q1p')?.query.get('market'),
    ).toBe('AR');
    expect(await spotify.getItem(access_token, 'track', 'AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(await spotify.getItem(access_token, 'album', 'bad')).toBeNull();
  });

  it('waits for Retry-After and retries a 429 once', async () => {
    const { access_token } = await connect();
    fake.received.length = 0;
    fake.rateLimitNext = 1;
    fake.retryAfterSeconds = 1;
    const started = Date.now();
    const results = await spotify.search(access_token, { q: 'persiana', type: 'track', limit: 10 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(results.map((r) => r.name)).toEqual(['Persiana Americana']);
    expect(fake.received.filter((r) => r.path === '/v1/search')).toHaveLength(2);
  });

  it('gives up after the one retry when Spotify still answers 429', async () => {
    const { access_token } = await connect();
    fake.received.length = 0;
    fake.rateLimitNext = 3;
    fake.retryAfterSeconds = 0;
    const error = await spotify
      .search(access_token, { q: 'soda', type: 'track', limit: 10 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MusicProviderError);
    expect((error as MusicProviderError).status).toBe(429);
    expect(fake.received.filter((r) => r.path === '/v1/search')).toHaveLength(2);
  });

  it('reports an expired access token as such (401)', async () => {
    const { access_token } = await connect();
    fake.expireAccessTokens();
    const error = await spotify.getAccount(access_token).catch((e: unknown) => e);
    expect((error as MusicProviderError).tokenExpired).toBe(true);
  });
});
