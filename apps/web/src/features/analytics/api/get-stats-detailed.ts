import type { StatsDetailed } from '@enlaza/shared/stats-contract';
import { api } from '../../../lib/api-client';
import { type AnalyticsRange, rangeQuery } from '../utils/analytics-range';

/** GET /stats/detailed with period or startDate/endDate → data (spec 02 §7). */
export async function getStatsDetailed(range: AnalyticsRange, signal?: AbortSignal): Promise<StatsDetailed> {
  const res = await api.get<{ data?: StatsDetailed } | null>('/stats/detailed', {
    signal,
    query: rangeQuery(range),
  });
  if (!res?.data) throw new Error('Respuesta sin estadísticas');
  return res.data;
}
