import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import {
  connectMusic,
  consentInSimulator,
  initiateMusic,
} from '../../integrations/music/testing/music-test-helpers';
import { decrypt } from '../../lib/crypto';

type Headers = Record<string, string>;
type FieldErrors = { message: string; errors?: { field: string; message: string }[] };

describe('Spotify connection and featured music (simulator)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const status = async (headers: Headers) =>
    json<{ data: Record<string, boolean> }>(await get('/api/spotify/status', headers)).data;
  const feature = (headers: Headers, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/spotify/content', headers, payload: body });

  it('requires a session for everything but the provider callback', async () => {
    for (const [method, url] of [
      ['GET', '/api/spotify/status'],
      ['POST', '/api/spotify/oauth/initiate'],
      ['GET', '/api/spotify/connection'],
      ['DELETE', '/api/spotify/connection'],
      ['POST', '/api/spotify/revoke'],
      ['GET', '/api/spotify/search?q=soda'],
      ['GET', '/api/spotify/content'],
      ['POST', '/api/spotify/content'],
      ['DELETE', '/api/spotify/content'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    const callback = await t.app.inject({ method: 'GET', url: '/api/spotify/oauth/callback' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard/spotify?spotify_error=invalid_state');
  });

  it('connects through the consent page and stores the tokens sealed', async () => {
    const creator = await registerCreator(t.app);
    expect(await status(creator.headers)).toEqual({
      is_authorized: false,
      has_content: false,
      needs_reconnection: false,
    });
    expect(json(await get('/api/spotify/connection', creator.headers))).toEqual({
      success: true,
      data: { connection: null },
    });

    const oauthUrl = await initiateMusic(t.app, creator.headers);
    const url = new URL(oauthUrl);
    expect(url.pathname).toBe('/simulador/spotify/autorizar');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/spotify/oauth/callback');
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('>Autorizar</button>');
    expect(page.body).toContain('>Cancelar</button>');

    expect(await consentInSimulator(t.app, oauthUrl, 'autorizar')).toBe(
      '/dashboard/spotify?spotify_success=true',
    );
    expect(await status(creator.headers)).toEqual({
      is_authorized: true,
      has_content: false,
      needs_reconnection: false,
    });

    const connection = json<{ data: { connection: Record<string, unknown> } }>(
      await get('/api/spotify/connection', creator.headers),
    ).data.connection;
    expect(connection).toMatchObject({ status: 'connected', simulated: true });
    expect(Object.keys(connection).sort()).toEqual([
      'connected_at',
      'display_name',
      'provider_user_id',
      'simulated',
      'status',
    ]);

    const row = await t.database.db
      .selectFrom('music_connections')
      .selectAll()
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(row.access_token).not.toMatch(/^SPSIM/);
    expect(decrypt(row.access_token ?? '', t.deps.config.encryptionKey)).toMatch(/^SPSIMA\./);
    expect(decrypt(row.refresh_token ?? '', t.deps.config.encryptionKey)).toMatch(/^SPSIMR\./);
  });

  it("lands on the screen with spotify_error=access_denied after 'Cancelar', and a state works once", async () => {
    const creator = await registerCreator(t.app);
    const oauthUrl = await initiateMusic(t.app, creator.headers);
    expect(await consentInSimulator(t.app, oauthUrl, 'cancelar')).toBe(
      '/dashboard/spotify?spotify_error=access_denied',
    );
    expect((await status(creator.headers)).is_authorized).toBe(false);
    expect(await consentInSimulator(t.app, oauthUrl, 'autorizar')).toBe(
      '/dashboard/spotify?spotify_error=state_used',
    );
  });

  it('refuses bad searches with field errors in Spanish', async () => {
    const creator = await registerCreator(t.app);
    await connectMusic(t.app, creator.headers);
    const cases: [string, string][] = [
      ['/api/spotify/search', 'q'],
      ['/api/spotify/search?q=%20%20%20', 'q'],
      ['/api/spotify/search?q=soda&type=artist', 'type'],
      ['/api/spotify/search?q=soda&limit=0', 'limit'],
      ['/api/spotify/search?q=soda&limit=21', 'limit'],
      ['/api/spotify/search?q=soda&limit=diez', 'limit'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url, creator.headers);
      expect(res.statusCode, url).toBe(400);
      const body = json<FieldErrors>(res);
      expect(body.message).toBe('Revisa los datos ingresados');
      expect(
        body.errors?.map((e) => e.field),
        url,
      ).toEqual([field]);
    }
    const blank = json<FieldErrors>(await get('/api/spotify/search?q=%20', creator.headers));
    expect(blank.errors?.[0]?.message).toBe('Escribe qué quieres buscar');
  });

  it('searches tracks and albums with the default limit and type', async () => {
    const creator = await registerCreator(t.app);
    await connectMusic(t.app, creator.headers);
    const tracks = json<{ data: { results: Record<string, unknown>[] } }>(
      await get('/api/spotify/search?q=soda', creator.headers),
    ).data.results;
    expect(tracks.length).toBe(7);
    expect(tracks.every((r) => r.content_type === 'track' && r.artist === 'Soda Stereo')).toBe(true);
    const limited = json<{ data: { results: unknown[] } }>(
      await get('/api/spotify/search?q=a&limit=3', creator.headers),
    );
    expect(limited.data.results).toHaveLength(3);
    const many = json<{ data: { results: unknown[] } }>(
      await get('/api/spotify/search?q=a', creator.headers),
    );
    expect(many.data.results).toHaveLength(10);
    const albums = json<{ data: { results: { name: string; preview_url: string | null }[] } }>(
      await get('/api/spotify/search?q=cancion%20animal&type=album', creator.headers),
    ).data.results;
    expect(albums).toEqual([expect.objectContaining({ name: 'Canción Animal', preview_url: null })]);
  });

  it('limits a creator to 60 searches a minute', async () => {
    const creator = await registerCreator(t.app);
    await connectMusic(t.app, creator.headers);
    for (let i = 0; i < 60; i++) {
      expect((await get('/api/spotify/search?q=soda', creator.headers)).statusCode).toBe(200);
    }
    const refused = await get('/api/spotify/search?q=soda', creator.headers);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ message: 'Demasiados intentos. Espera un momento y vuelve a intentar.' });
  });

  it('stores the provider values, not the forged ones, and shows them on the public page', async () => {
    const creator = await registerCreator(t.app);
    await connectMusic(t.app, creator.headers);
    const res = await feature(creator.headers, {
      spotify_id: 'simTrackDeMusicaLigera',
      content_type: 'track',
      name: 'Comprá acá',
      artist: 'Estafador',
      image_url: 'https://evil.example/cover.png',
      preview_url: 'https://evil.example/audio.mp3',
      spotify_url: 'https://evil.example/phishing',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      spotify_id: 'simTrackDeMusicaLigera',
      content_type: 'track',
      name: 'De música ligera',
      artist: 'Soda Stereo',
      image_url: 'http://localhost:3000/simulador/spotify/portadas/simAlbumCancionAnimal.svg',
      preview_url: 'http://localhost:3000/simulador/spotify/previews/simTrackDeMusicaLigera.wav',
      spotify_url: 'http://localhost:3000/simulador/spotify/cancion/simTrackDeMusicaLigera',
    };
    expect(json(res)).toEqual({
      success: true,
      message: 'Contenido actualizado exitosamente',
      data: { content: expected },
    });
    expect(json(await get('/api/spotify/content', creator.headers))).toEqual({
      success: true,
      data: { content: expected },
    });
    expect((await status(creator.headers)).has_content).toBe(true);

    const publicRes = await t.app.inject({ method: 'GET', url: `/api/public/${creator.user.username}` });
    const { spotify_id: _id, ...visible } = expected;
    expect(
      json<{ data: { user: { spotify_connection: unknown } } }>(publicRes).data.user.spotify_connection,
    ).toEqual({
      content: visible,
    });
    expect(publicRes.body).not.toContain('evil.example');

    // Another item replaces it: one featured item per creator.
    const album = await feature(creator.headers, { spotify_id: 'simAlbumSignos', content_type: 'album' });
    expect(json<{ data: { content: { name: string } } }>(album).data.content.name).toBe('Signos');
    const count = await t.database.db
      .selectFrom('music_content')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('answers 404 in Spanish for an unknown id and 400 for a bad body', async () => {
    const creator = await registerCreator(t.app);
    await connectMusic(t.app, creator.headers);
    const unknown = await feature(creator.headers, { spotify_id: 'noExiste123', content_type: 'track' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: 'No encontramos ese contenido en Spotify' });
    // An album id asked for as a track is not found either.
    expect(
      (await feature(creator.headers, { spotify_id: 'simAlbumSignos', content_type: 'track' })).statusCode,
    ).toBe(404);

    const bad = await feature(creator.headers, { spotify_id: '../etc', content_type: 'video' });
    expect(bad.statusCode).toBe(400);
    expect(
      json<FieldErrors>(bad)
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['content_type', 'spotify_id']);
    expect((await status(creator.headers)).has_content).toBe(false);
  });

  it('needs a connection to search or select', async () => {
    const creator = await registerCreator(t.app);
    const search = await get('/api/spotify/search?q=soda', creator.headers);
    expect(search.statusCode).toBe(409);
    expect(json(search)).toEqual({ message: 'Conecta tu cuenta de Spotify para continuar' });
    expect(
      (await feature(creator.headers, { spotify_id: 'simAlbumSignos', content_type: 'album' })).statusCode,
    ).toBe(409);
  });

  it('keeps each creator to their own connection and content', async () => {
    const ana = await registerCreator(t.app);
    const beto = await registerCreator(t.app);
    await connectMusic(t.app, ana.headers);
    await feature(ana.headers, { spotify_id: 'simTrackCrimen', content_type: 'track' });

    expect(await status(beto.headers)).toEqual({
      is_authorized: false,
      has_content: false,
      needs_reconnection: false,
    });
    expect(json(await get('/api/spotify/connection', beto.headers))).toEqual({
      success: true,
      data: { connection: null },
    });
    expect(json(await get('/api/spotify/content', beto.headers))).toEqual({
      success: true,
      data: { content: null },
    });
    // Beto's removals and disconnection touch nothing of Ana's.
    await t.app.inject({ method: 'DELETE', url: '/api/spotify/content', headers: beto.headers });
    await t.app.inject({ method: 'DELETE', url: '/api/spotify/connection', headers: beto.headers });
    expect(await status(ana.headers)).toEqual({
      is_authorized: true,
      has_content: true,
      needs_reconnection: false,
    });
  });

  it('removes the content, and disconnecting clears it too (both ways to disconnect)', async () => {
    for (const [method, url] of [
      ['DELETE', '/api/spotify/connection'],
      ['POST', '/api/spotify/revoke'],
    ] as const) {
      const creator = await registerCreator(t.app);
      await connectMusic(t.app, creator.headers);
      await feature(creator.headers, { spotify_id: 'simTrackMatador', content_type: 'track' });
      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/spotify/content',
        headers: creator.headers,
      });
      expect(json(removed)).toEqual({ success: true, message: 'Contenido removido' });
      expect((await status(creator.headers)).has_content).toBe(false);

      await feature(creator.headers, { spotify_id: 'simTrackMatador', content_type: 'track' });
      const off = await t.app.inject({ method, url, headers: creator.headers });
      expect(json(off)).toEqual({ success: true, message: 'Spotify desconectado exitosamente' });
      expect(await status(creator.headers)).toEqual({
        is_authorized: false,
        has_content: false,
        needs_reconnection: false,
      });
      const page = await t.app.inject({ method: 'GET', url: `/api/public/${creator.user.username}` });
      expect(
        json<{ data: { user: { spotify_connection: unknown } } }>(page).data.user.spotify_connection,
      ).toBeNull();
    }
  });

  it('lets no token out through any answer a visitor or the creator gets', async () => {
    const creator = await registerCreator(t.app);
    await connectMusic(t.app, creator.headers);
    await feature(creator.headers, { spotify_id: 'simTrackCrimen', content_type: 'track' });
    const row = await t.database.db
      .selectFrom('music_connections')
      .selectAll()
      .where('user_id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    const secrets = [row.access_token, row.refresh_token].flatMap((s) =>
      s ? [s, decrypt(s, t.deps.config.encryptionKey)] : [],
    );
    expect(secrets).toHaveLength(4);
    const answers = [
      await t.app.inject({ method: 'GET', url: `/api/public/${creator.user.username}` }),
      await t.app.inject({ method: 'GET', url: `/api/public/${creator.user.username}/events` }),
      await get('/api/spotify/status', creator.headers),
      await get('/api/spotify/connection', creator.headers),
      await get('/api/spotify/content', creator.headers),
      await get('/api/spotify/search?q=crimen', creator.headers),
      await get('/api/profile', creator.headers),
    ];
    for (const answer of answers) {
      for (const secret of secrets) expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toMatch(/SPSIM[AR]\./);
    }
  });
});
