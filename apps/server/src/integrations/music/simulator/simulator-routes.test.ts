import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

describe('the music simulator pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves generated covers and previews from our own host', async () => {
    const cover = await get('/simulador/spotify/portadas/simAlbumSignos.svg');
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain('Signos');
    const audio = await get('/simulador/spotify/previews/simTrackCrimen.wav');
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    // Tracks without a preview have no file, as on Spotify.
    expect((await get('/simulador/spotify/previews/simTrackProfugos.wav')).statusCode).toBe(404);
    expect((await get('/simulador/spotify/portadas/nada.svg')).statusCode).toBe(404);
  });

  it("shows the item 'Abrir en Spotify' leads to", async () => {
    const track = await get('/simulador/spotify/cancion/simTrackCrimen');
    expect(track.statusCode).toBe(200);
    expect(track.body).toContain('<h1>Crimen</h1>');
    expect(track.body).toContain('<audio');
    const album = await get('/simulador/spotify/album/simAlbumBocanada');
    expect(album.body).toContain('Gustavo Cerati');
    expect((await get('/simulador/spotify/album/simTrackCrimen')).statusCode).toBe(404);
  });

  it('refuses a consent request that does not come back to us', async () => {
    const res = await get(
      '/simulador/spotify/autorizar?state=x&code_challenge=y&redirect_uri=https%3A%2F%2Fevil.example%2Fcb',
    );
    expect(res.statusCode).toBe(400);
    const post = await t.app.inject({
      method: 'POST',
      url: '/simulador/spotify/autorizar',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=x&code_challenge=y&redirect_uri=https%3A%2F%2Fevil.example%2Fcb&decision=autorizar',
    });
    expect(post.statusCode).toBe(400);
  });
});
