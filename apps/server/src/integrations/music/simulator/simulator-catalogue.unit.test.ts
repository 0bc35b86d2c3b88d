import { describe, expect, it } from 'vitest';
import { ALBUMS, TRACKS } from './catalogue';
import { itemOf, searchCatalogue } from './catalogue-search';
import { coverSvg } from './covers';
import { previewWav } from './preview-audio';

const BASE = 'http://localhost:3000';

describe('the music simulator catalogue', () => {
  it('holds at least 40 Argentine tracks and 15 albums, each with a cover, a few with previews', () => {
    expect(TRACKS.length).toBeGreaterThanOrEqual(40);
    expect(ALBUMS.length).toBeGreaterThanOrEqual(15);
    const ids = [...TRACKS, ...ALBUMS].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{1,64}$/);
    for (const t of TRACKS) expect(coverSvg(t.albumId ?? t.id), t.id).toContain('<svg');
    for (const a of ALBUMS) expect(coverSvg(a.id), a.id).toContain('<svg');
    const withPreview = TRACKS.filter((t) => t.hasPreview).length;
    expect(withPreview).toBeGreaterThan(0);
    expect(withPreview).toBeLessThan(TRACKS.length / 2);
  });

  it('searches by name and artist, ignoring accents and case', () => {
    const names = (q: string, type: 'track' | 'album' = 'track') =>
      searchCatalogue(BASE, { q, type, limit: 20 }).map((i) => i.name);
    expect(names('cancion animal', 'album')).toEqual(['Canción Animal']);
    expect(names('BABASONICOS')).toEqual(['El loco', 'Putita', 'Irresponsables', 'Yegua']);
    expect(names('musica ligera')).toEqual(['De música ligera']);
    expect(names('Maria Becerra').length).toBeGreaterThanOrEqual(3);
    expect(names('soda', 'album')).toHaveLength(4);
    expect(names('zzzz')).toEqual([]);
    expect(searchCatalogue(BASE, { q: 'soda', type: 'track', limit: 3 })).toHaveLength(3);
  });

  it('describes items with local covers, previews and item pages', () => {
    expect(itemOf(BASE, 'track', 'simTrackDeMusicaLigera')).toEqual({
      spotify_id: 'simTrackDeMusicaLigera',
      content_type: 'track',
      name: 'De música ligera',
      artist: 'Soda Stereo',
      image_url: `${BASE}/simulador/spotify/portadas/simAlbumCancionAnimal.svg`,
      preview_url: `${BASE}/simulador/spotify/previews/simTrackDeMusicaLigera.wav`,
      spotify_url: `${BASE}/simulador/spotify/cancion/simTrackDeMusicaLigera`,
    });
    expect(itemOf(BASE, 'track', 'simTrackProfugos')?.preview_url).toBeNull();
    expect(itemOf(BASE, 'album', 'simTrackProfugos')).toBeNull();
    expect(itemOf(BASE, 'track', 'nope')).toBeNull();
  });

  it('generates a short, valid WAV preview, the same for the same id', () => {
    const wav = previewWav('simTrackCrimen');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.subarray(8, 12).toString()).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.length).toBe(44 + 8000 * 4);
    expect(previewWav('simTrackCrimen').equals(wav)).toBe(true);
  });
});
