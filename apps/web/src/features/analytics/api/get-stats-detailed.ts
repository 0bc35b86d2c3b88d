import type { StatsDetailed } from '@enlaza/shared/stats-contract';
import { api } from '../../../lib/api-client';
import { type AnalyticsRange, statsQuery } from '../utils/analytics-range';

/** GET /stats/detailed with period or startDate/endDate, and eventId when narrowed → data (spec 02 §7). */
export async function getStatsDetailed(
  range: AnalyticsRange,
  eventId: number | null,
  signal?: AbortSignal,
): Promise<StatsDetailed> {
  const res = await api.get<{ data?: StatsDetailed } | null>('/stats/detailed', {
    signal,
    query: statsQuery(range, eventId),
  });
  if (!res?.data) throw new Error('Respuesta sin estadísticas');
  return res.data;
}
