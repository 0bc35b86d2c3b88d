import type { StatsOverview, StatsOverviewAnswer } from '@enlaza/shared/stats';
import { api } from '../../../lib/api-client';
import { type AnalyticsRange, statsQuery } from '../utils/analytics-range';

/** GET /stats/overview with period or startDate/endDate, and eventId when narrowed → data (spec 02 §7). */
export async function getStatsOverview(
  range: AnalyticsRange,
  eventId: number | null,
  signal?: AbortSignal,
): Promise<StatsOverview> {
  return (
    await api.get<StatsOverviewAnswer>('/stats/overview', { signal, query: statsQuery(range, eventId) })
  ).data;
}
