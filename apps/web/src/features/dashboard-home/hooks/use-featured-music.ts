import type { MusicItem } from '@enlaza/shared/spotify-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { getFeaturedMusic } from '../api/get-featured-music';
import { getMusicConnected } from '../api/get-music-status';

export interface FeaturedMusic {
  connected: boolean;
  content: MusicItem | null;
}

const NONE: FeaturedMusic = { connected: false, content: null };

/**
 * Through the query cache, so the saved dashboard shows it offline too; refetched on every visit
 * (the Spotify screen changes it without touching this cache).
 */
export const featuredMusicQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.music.home,
    queryFn: async ({ signal }): Promise<FeaturedMusic> => {
      const [connected, content] = await Promise.all([getMusicConnected(signal), getFeaturedMusic(signal)]);
      return { connected, content };
    },
    staleTime: 0,
  });

/** The Spotify shortcut's data; a failure just leaves the plain 'Conectar Spotify' shortcut. */
export function useFeaturedMusic(): FeaturedMusic {
  return useQuery(featuredMusicQueryOptions()).data ?? NONE;
}
