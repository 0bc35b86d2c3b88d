import type { SpotifyConnection, SpotifyConnectionAnswer } from '@enlaza/shared/spotify';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /spotify/connection → data.connection (the account, never a token), or null. */
export async function getSpotifyConnection(signal?: AbortSignal): Promise<SpotifyConnection | null> {
  return (await api.get<SpotifyConnectionAnswer>('/spotify/connection', { signal })).data.connection;
}

/** Read again on every visit of the screen, as the status it goes with. */
export const spotifyConnectionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.music.connection,
    queryFn: ({ signal }) => getSpotifyConnection(signal),
    staleTime: 0,
  });
