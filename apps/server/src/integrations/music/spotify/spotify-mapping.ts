import type { MusicItem } from '@enlaza/shared/spotify';
import type { SpotifyAlbum, SpotifyImage, SpotifyTrack } from './spotify-schemas';

/** The largest of Spotify's images (they come in several sizes; the order is not promised). */
export function largestImage(images: SpotifyImage[]): string | null {
  let best: SpotifyImage | null = null;
  for (const candidate of images) {
    const size = (candidate.width ?? 0) * (candidate.height ?? 0);
    if (!best || size > (best.width ?? 0) * (best.height ?? 0)) best = candidate;
  }
  return best?.url ?? null;
}

const artists = (list: { name: string }[]) => list.map((a) => a.name).join(', ');

export function mapTrack(track: SpotifyTrack): MusicItem {
  return {
    spotify_id: track.id,
    content_type: 'track',
    name: track.name,
    artist: artists(track.artists),
    image_url: largestImage(track.album.images),
    preview_url: track.preview_url ?? null,
    spotify_url: track.external_urls.spotify,
  };
}

/** Albums have no preview audio of their own. */
export function mapAlbum(album: SpotifyAlbum): MusicItem {
  return {
    spotify_id: album.id,
    content_type: 'album',
    name: album.name,
    artist: artists(album.artists),
    image_url: largestImage(album.images),
    preview_url: null,
    spotify_url: album.external_urls.spotify,
  };
}
