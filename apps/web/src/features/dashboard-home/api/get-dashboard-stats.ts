import { type DashboardStats, STATS_DEFAULT_PERIOD } from '@enlaza/shared/stats';
import { api } from '../../../lib/api-client';

/** GET /stats/dashboard?period=30d → data (spec 02 §7). */
export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  const res = await api.get<{ data?: DashboardStats } | null>('/stats/dashboard', {
    signal,
    query: { period: STATS_DEFAULT_PERIOD },
  });
  if (!res?.data) throw new Error('Respuesta sin estadísticas');
  return res.data;
}
