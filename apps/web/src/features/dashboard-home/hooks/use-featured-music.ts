import type { MusicItem } from '@enlaza/shared/spotify';
import { useQuery } from '@tanstack/react-query';
import { spotifyContentQueryOptions, spotifyStatusQueryOptions } from '../../../lib/queries/music-queries';

export interface FeaturedMusic {
  connected: boolean;
  content: MusicItem | null;
}

/**
 * The Spotify shortcut's data, from the cache entries the Spotify screen shares (saved, so the dashboard
 * shows it offline too); a failure just leaves the plain 'Conectar Spotify' shortcut.
 */
export function useFeaturedMusic(): FeaturedMusic {
  const status = useQuery(spotifyStatusQueryOptions());
  const content = useQuery(spotifyContentQueryOptions());
  return { connected: status.data?.is_authorized === true, content: content.data ?? null };
}
