import type { StatsDetailed, StatsDetailedAnswer } from '@enlaza/shared/stats';
import { api } from '../../../lib/api-client';
import { type AnalyticsRange, statsQuery } from '../utils/analytics-range';

/** GET /stats/detailed with period or startDate/endDate, and eventId when narrowed → data (spec 02 §7). */
export async function getStatsDetailed(
  range: AnalyticsRange,
  eventId: number | null,
  signal?: AbortSignal,
): Promise<StatsDetailed> {
  return (
    await api.get<StatsDetailedAnswer>('/stats/detailed', { signal, query: statsQuery(range, eventId) })
  ).data;
}
