import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type MusicContent, musicFromResponse } from './get-preview-content';

/** GET /spotify/content → the featured track or album, or null (spec 02 §2 "Music widget"). */
export async function getPreviewMusic(signal?: AbortSignal): Promise<MusicContent | null> {
  return musicFromResponse(await api.get<unknown>('/spotify/content', { signal }));
}

/** Read again on every visit: the Spotify screen changes it outside this cache. */
export const previewMusicQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.music.content,
    queryFn: ({ signal }) => getPreviewMusic(signal).catch(() => null),
    staleTime: 0,
  });
