import type { PublicSpotifyConnection } from '@enlaza/shared/public';
import type { MusicItem, SpotifyConnection } from '@enlaza/shared/spotify';
import type { MusicConnectionRow, MusicContentRow } from './music.repository';

/** What leaves the server about music: named fields only, never a token. */

export function presentConnection(row: MusicConnectionRow): SpotifyConnection {
  return {
    status: row.status === 'connected' ? 'connected' : 'needs_reconnection',
    provider_user_id: row.provider_user_id,
    display_name: row.display_name,
    connected_at: row.connected_at,
    simulated: row.simulated === 1,
  };
}

export function presentContent(row: MusicContentRow): MusicItem {
  return {
    spotify_id: row.spotify_id,
    content_type: row.content_type === 'album' ? 'album' : 'track',
    name: row.name,
    artist: row.artist,
    image_url: row.image_url,
    preview_url: row.preview_url,
    spotify_url: row.spotify_url,
  };
}

/** The public page's music block: what a visitor needs to see and follow it. */
export function presentPublicMusic(row: MusicContentRow | undefined): PublicSpotifyConnection | null {
  if (!row) return null;
  return {
    content: {
      content_type: row.content_type === 'album' ? 'album' : 'track',
      name: row.name,
      artist: row.artist,
      image_url: row.image_url,
      spotify_url: row.spotify_url,
      preview_url: row.preview_url,
    },
  };
}
