import type { DashboardStatsAnswer } from '@enlaza/shared/stats';
import { type DashboardStats, STATS_DEFAULT_PERIOD } from '@enlaza/shared/stats';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /stats/dashboard?period=30d → data (spec 02 §7). */
export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  const res = await api.get<DashboardStatsAnswer>('/stats/dashboard', {
    signal,
    query: { period: STATS_DEFAULT_PERIOD },
  });
  return res.data;
}

/** A failure is not retried: the home falls back to the links and goal totals at once (spec 02 §7). */
export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stats.dashboard(STATS_DEFAULT_PERIOD),
    queryFn: ({ signal }) => getDashboardStats(signal),
    retry: false,
  });
