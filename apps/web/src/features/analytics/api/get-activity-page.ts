import type { ActivityPage } from '@enlaza/shared/activity';
import { api } from '../../../lib/api-client';

/** GET /stats/activity?before={id}: 20 entries of the activity log, newest first. */
export async function getActivityPage(before: number | null, signal?: AbortSignal): Promise<ActivityPage> {
  const res = await api.get<{ data?: ActivityPage } | null>('/stats/activity', {
    signal,
    query: { before: before ?? undefined },
  });
  if (!res?.data || !Array.isArray(res.data.activities)) throw new Error('Respuesta sin actividad');
  return res.data;
}
