import type { FeaturedCreator, FeaturedPeriod } from '@enlaza/shared/featured-creators';
import type { FeaturedCreatorsResponse } from '@enlaza/shared/featured-creators-contract';
import { LIMITS } from '@enlaza/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waitingOffline } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { FeaturedFilters } from '../utils/featured-filters';

export interface FeaturedCreatorsInput {
  period: FeaturedPeriod;
  category: string | null;
  signal?: AbortSignal;
}

/** GET /stats/featured-creators (spec 01 §7): the ranking for a period, 50 at most. */
export async function getFeaturedCreators(input: FeaturedCreatorsInput): Promise<FeaturedCreator[]> {
  const body = await api.get<FeaturedCreatorsResponse>('/stats/featured-creators', {
    query: { period: input.period, limit: LIMITS.featuredCreatorsLimit, category: input.category },
    signal: input.signal,
    token: null,
  });
  return Array.isArray(body?.data?.creators) ? body.data.creators : [];
}

export type FeaturedCreatorsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; creators: FeaturedCreator[] };

/** The ranking for the filters; changing them cancels the request still running for the old ones. */
export function useFeaturedCreators({ category, period }: FeaturedFilters) {
  const query = useQuery({
    queryKey: queryKeys.featured(category ?? 'all', period),
    queryFn: ({ signal }) => getFeaturedCreators({ category, period, signal }),
  });
  const state: FeaturedCreatorsState = query.isSuccess
    ? { status: 'success', creators: query.data }
    : query.isError || waitingOffline(query)
      ? { status: 'error' }
      : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
