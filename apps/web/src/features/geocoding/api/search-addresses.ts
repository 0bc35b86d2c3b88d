import type { GeocodingAnswer } from '@enlaza/shared/geocoding';
import {
  GEOCODING_DEBOUNCE_MS,
  GEOCODING_LIMIT_MAX,
  GEOCODING_MESSAGES,
  GEOCODING_QUERY_MIN,
  type GeocodeResult,
} from '@enlaza/shared/geocoding';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /geocoding/search?q=…&limit=5 on OUR server, which asks the geocoding service (restricted to
 * Argentina, cached and paced); the browser never calls that service itself.
 */
export async function searchAddresses(query: string, signal?: AbortSignal): Promise<GeocodeResult[]> {
  const answer = await api.get<GeocodingAnswer>('/geocoding/search', {
    query: { q: query, limit: GEOCODING_LIMIT_MAX },
    ...(signal ? { signal } : {}),
  });
  return answer.data.results;
}

export type AddressSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; results: GeocodeResult[] }
  | { status: 'error'; query: string; message: string };

/** The text once typing has paused for `ms`. */
function useDebounced(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * Searches addresses for `text` once typing pauses for 500 ms and only from 3 characters (spec 02 §9);
 * a text searched before answers from the cache. `enabled` is false while the text is one the creator
 * did not type (a picked suggestion, or the saved address when editing).
 */
export function useAddressSearch(text: string, enabled: boolean): AddressSearchState {
  const query = text.trim();
  const active = enabled && query.length >= GEOCODING_QUERY_MIN;
  // While typing goes on, the answer for the text typing last paused at stays on screen.
  const settled = useDebounced(active ? query : '', GEOCODING_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: queryKeys.geocoding(settled),
    queryFn: ({ signal }) => searchAddresses(settled, signal),
    enabled: active && settled.length >= GEOCODING_QUERY_MIN,
    staleTime: 5 * 60_000,
  });
  const searching = active && settled.length >= GEOCODING_QUERY_MIN;
  const { data, error, status } = search;
  // One object per answer: the combobox resets its highlight only when the answer changes.
  return useMemo((): AddressSearchState => {
    if (!searching) return { status: 'idle' };
    if (status === 'success') return { status: 'done', query: settled, results: data };
    if (status === 'error') {
      const message = (error instanceof ApiError && error.serverMessage) || GEOCODING_MESSAGES.unavailable;
      return { status: 'error', query: settled, message };
    }
    return { status: 'loading', query: settled };
  }, [searching, settled, status, data, error]);
}
