import type {
  FeaturedCreator,
  FeaturedCreatorsResponse,
  FeaturedFilters,
  FeaturedPeriod,
} from '@enlaza/shared/featured';
import { LIMITS } from '@enlaza/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePageData } from '../../../lib/page-data';
import { waitingOffline } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

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

/**
 * The ranking for the filters; changing them cancels the request still running for the old ones. The
 * ranking the server rendered the page with is the first answer for its filters.
 */
export function useFeaturedCreators({ category, period }: FeaturedFilters) {
  const rendered = usePageData().featured;
  const initial =
    rendered && rendered.category === category && rendered.period === period ? rendered.creators : undefined;
  const query = useQuery({
    queryKey: queryKeys.featured(category ?? 'all', period),
    queryFn: ({ signal }) => getFeaturedCreators({ category, period, signal }),
    initialData: initial,
  });
  const state: FeaturedCreatorsState = query.isSuccess
    ? { status: 'success', creators: query.data }
    : query.isError || waitingOffline(query)
      ? { status: 'error' }
      : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
