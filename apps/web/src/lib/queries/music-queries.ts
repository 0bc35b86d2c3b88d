import type {
  MusicItem,
  SpotifyContentAnswer,
  SpotifyStatus,
  SpotifyStatusAnswer,
} from '@enlaza/shared/spotify';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /spotify/status → {is_authorized, has_content, needs_reconnection}. */
export async function getSpotifyStatus(signal?: AbortSignal): Promise<SpotifyStatus> {
  return (await api.get<SpotifyStatusAnswer>('/spotify/status', { signal })).data;
}

/** GET /spotify/content → the featured track or album, or null. */
export async function getSpotifyContent(signal?: AbortSignal): Promise<MusicItem | null> {
  return (await api.get<SpotifyContentAnswer>('/spotify/content', { signal })).data.content;
}

/**
 * The one cache entry of GET /spotify/status: the Spotify screen and the dashboard home's shortcut.
 * Read again on every visit, as before the screens shared it.
 */
export const spotifyStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.music.status,
    queryFn: ({ signal }) => getSpotifyStatus(signal),
    staleTime: 0,
  });

/**
 * The one cache entry of GET /spotify/content: the Spotify screen, the dashboard home's card and the
 * profile preview; the Spotify screen's mutations write it.
 */
export const spotifyContentQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.music.content,
    queryFn: ({ signal }) => getSpotifyContent(signal),
    staleTime: 0,
  });
