import type { MusicContentKind, MusicItem, SpotifySearchAnswer } from '@enlaza/shared/spotify';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SpotifySearch {
  q: string;
  type: MusicContentKind;
}

/** GET /spotify/search?q&type&limit → data.results. */
export async function searchSpotify({ q, type }: SpotifySearch, signal?: AbortSignal): Promise<MusicItem[]> {
  const answer = await api.get<SpotifySearchAnswer>('/spotify/search', { signal, query: { q, type } });
  return answer.data.results;
}

/**
 * A search the creator asks for with 'Buscar': every press asks the provider again, and a failed one
 * leaves the last results on screen, so it runs as an action rather than a cached read.
 */
export function useSearchSpotify() {
  return useMutation({ mutationFn: (search: SpotifySearch) => searchSpotify(search) });
}
