import type { PublicSpotifyConnection } from '@enlaza/shared/public';
import type { MusicItem } from '@enlaza/shared/spotify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { DEMO_LOGIN, seedDemo } from '../../db/seed';
import { seedDemoMusic } from './demo-music';

describe('demo music (simulator)', () => {
  let t: TestApp;
  const seed = (provider: 'simulator' | 'spotify' = 'simulator') =>
    seedDemoMusic(t.database.db, {
      provider,
      now: new Date(),
      encryptionKey: t.deps.config.encryptionKey,
      publicUrl: t.deps.config.publicUrl,
    });
  const publicMusic = async () =>
    json<{ data: { user: { spotify_connection: PublicSpotifyConnection | null } } }>(
      await t.app.inject({ method: 'GET', url: '/api/public/demo' }),
    ).data.user.spotify_connection;
  const demoHeaders = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${json<{ data: { token: string } }>(res).data.token}` };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { now: new Date(), passwordHashCost: 10 });
  });
  afterAll(() => t?.close());

  it('seeds nothing when the real Spotify is the provider', async () => {
    expect(await seed('spotify')).toBe(false);
    expect(await t.database.db.selectFrom('music_content').select('user_id').execute()).toEqual([]);
  });

  it('gives the seeded demo a featured track whose preview plays', async () => {
    expect(await seed()).toBe(true);
    const music = await publicMusic();
    expect(music?.content?.content_type).toBe('track');
    const preview = music?.content?.preview_url ?? '';
    expect(preview).toMatch(/^http:\/\/localhost:3000\/.+\.wav$/);
    const audio = await t.app.inject({ method: 'GET', url: new URL(preview).pathname });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toMatch(/^audio\//);
  });

  it('connects the demo to the simulated Spotify, so its screen can search and change the song', async () => {
    const headers = await demoHeaders();
    const search = await t.app.inject({ method: 'GET', url: '/api/spotify/search?q=soda', headers });
    expect(search.statusCode, search.body).toBe(200);
    expect(json<{ data: { results: MusicItem[] } }>(search).data.results.length).toBeGreaterThan(0);
  });

  it('never seeds again once the demo changed its music, even after removing it', async () => {
    expect(await seed()).toBe(false);
    const headers = await demoHeaders();
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/spotify/content', headers });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await t.app.inject({ method: 'DELETE', url: '/api/spotify/connection', headers });
    expect(await seed()).toBe(false);
    expect(await publicMusic()).toBeNull();
  });
});
