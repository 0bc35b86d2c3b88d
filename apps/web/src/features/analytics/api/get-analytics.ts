import type { StatsDetailed, StatsOverview } from '@enlaza/shared/stats';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { type AnalyticsRange, statsQuery } from '../utils/analytics-range';
import { getStatsDetailed } from './get-stats-detailed';
import { getStatsOverview } from './get-stats-overview';

export interface AnalyticsData {
  overview: StatsOverview;
  detailed: StatsDetailed;
}

/** The overview and the detailed figures of one range (and event), read together: the screen needs both. */
export const analyticsQueryOptions = (range: AnalyticsRange, eventId: number | null) =>
  queryOptions({
    queryKey: queryKeys.stats.range(statsQuery(range, eventId)),
    queryFn: async ({ signal }): Promise<AnalyticsData> => {
      const [overview, detailed] = await Promise.all([
        getStatsOverview(range, eventId, signal),
        getStatsDetailed(range, eventId, signal),
      ]);
      return { overview, detailed };
    },
    // The figures of the last range stay on screen while another one loads.
    placeholderData: keepPreviousData,
  });
