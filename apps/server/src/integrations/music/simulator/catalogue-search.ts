import type { MusicContentKind, MusicItem } from '@enlaza/shared/spotify';
import { ALBUMS, type CatalogueAlbum, type CatalogueTrack, TRACKS } from './catalogue';

export const SPOTIFY_SIMULATOR_PATH = '/simulador/spotify';

/** Lower case without accents: 'cancion' finds 'Canción', 'BABASONICOS' finds 'Babasónicos'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const albumsById = new Map(ALBUMS.map((a) => [a.id, a]));
const tracksById = new Map(TRACKS.map((t) => [t.id, t]));

export function findAlbum(id: string): CatalogueAlbum | undefined {
  return albumsById.get(id);
}

export function findTrack(id: string): CatalogueTrack | undefined {
  return tracksById.get(id);
}

/** The cover a catalogue item shows: a track shares its album's, a single has its own. */
export function coverIdOf(type: MusicContentKind, id: string): string | null {
  if (type === 'album') return albumsById.has(id) ? id : null;
  const t = tracksById.get(id);
  return t ? (t.albumId ?? t.id) : null;
}

/** URLs of the simulator's own pages, covers and previews on this server. */
export function simulatorUrls(publicUrl: string) {
  const base = `${publicUrl}${SPOTIFY_SIMULATOR_PATH}`;
  return {
    cover: (coverId: string) => `${base}/portadas/${coverId}.svg`,
    preview: (trackId: string) => `${base}/previews/${trackId}.wav`,
    item: (type: MusicContentKind, id: string) => `${base}/${type === 'track' ? 'cancion' : 'album'}/${id}`,
  };
}

export function itemOf(publicUrl: string, type: MusicContentKind, id: string): MusicItem | null {
  const urls = simulatorUrls(publicUrl);
  if (type === 'album') {
    const a = albumsById.get(id);
    if (!a) return null;
    return {
      spotify_id: a.id,
      content_type: 'album',
      name: a.name,
      artist: a.artist,
      image_url: urls.cover(a.id),
      preview_url: null,
      spotify_url: urls.item('album', a.id),
    };
  }
  const t = tracksById.get(id);
  if (!t) return null;
  return {
    spotify_id: t.id,
    content_type: 'track',
    name: t.name,
    artist: t.artist,
    image_url: urls.cover(t.albumId ?? t.id),
    preview_url: t.hasPreview ? urls.preview(t.id) : null,
    spotify_url: urls.item('track', t.id),
  };
}

/**
 * Every word of the query must appear in the name or the artist (accents and case ignored); items
 * whose name matches come first, as on Spotify.
 */
export function searchCatalogue(
  publicUrl: string,
  input: { q: string; type: MusicContentKind; limit: number },
): MusicItem[] {
  const words = fold(input.q).split(/\s+/).filter(Boolean);
  const list: readonly (CatalogueAlbum | CatalogueTrack)[] = input.type === 'album' ? ALBUMS : TRACKS;
  const matches = list.filter((item) => {
    const text = fold(`${item.name} ${item.artist}`);
    return words.every((w) => text.includes(w));
  });
  const byName = (item: CatalogueAlbum | CatalogueTrack) =>
    words.every((w) => fold(item.name).includes(w)) ? 0 : 1;
  return matches
    .map((item, index) => ({ item, index, rank: byName(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, input.limit)
    .flatMap(({ item }) => {
      const found = itemOf(publicUrl, input.type, item.id);
      return found ? [found] : [];
    });
}
