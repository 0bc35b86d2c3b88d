import type { MusicContentKind, MusicItem } from '@enlaza/shared/spotify-contract';
import { api } from '../../../lib/api-client';

/** GET /spotify/search?q&type&limit → data.results. */
export async function searchSpotify(
  q: string,
  type: MusicContentKind,
  signal?: AbortSignal,
): Promise<MusicItem[]> {
  const res = await api.get<{ data?: { results?: MusicItem[] } } | null>('/spotify/search', {
    signal,
    query: { q, type },
  });
  return Array.isArray(res?.data?.results) ? res.data.results : [];
}
