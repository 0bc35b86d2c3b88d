import type { StatsFunnel, StatsFunnelAnswer } from '@enlaza/shared/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type AnalyticsRange, statsQuery } from '../utils/analytics-range';

/** GET /stats/funnel with the screen's range (and event) → the donation funnel and its previous period. */
export async function getStatsFunnel(
  range: AnalyticsRange,
  eventId: number | null,
  signal?: AbortSignal,
): Promise<StatsFunnel> {
  return (await api.get<StatsFunnelAnswer>('/stats/funnel', { signal, query: statsQuery(range, eventId) }))
    .data;
}

export const statsFunnelQueryOptions = (range: AnalyticsRange, eventId: number | null) =>
  queryOptions({
    queryKey: queryKeys.stats.funnel(statsQuery(range, eventId)),
    queryFn: ({ signal }) => getStatsFunnel(range, eventId, signal),
    placeholderData: keepPreviousData,
  });

export function useStatsFunnel(range: AnalyticsRange, eventId: number | null) {
  return useQuery(statsFunnelQueryOptions(range, eventId));
}
