import { GEOCODING_LIMIT_MAX, type GeocodeResult } from '@enlaza/shared/geocoding';
import { api } from '../../../lib/api-client';

/**
 * GET /geocoding/search?q=…&limit=5 on OUR server, which asks the geocoding service (restricted to
 * Argentina, cached and paced); the browser never calls that service itself.
 */
export async function searchAddresses(query: string, signal?: AbortSignal): Promise<GeocodeResult[]> {
  const answer = await api.get<{ data?: { results?: GeocodeResult[] } } | null>('/geocoding/search', {
    query: { q: query, limit: GEOCODING_LIMIT_MAX },
    ...(signal ? { signal } : {}),
  });
  return answer?.data?.results ?? [];
}
