import type { Goal } from '@enlaza/shared/goals';
import { api } from '../../../lib/api-client';

/** GET /goals → the active goal (`data.goal`, else the first active of the list), or null. */
export async function getActiveGoal(signal?: AbortSignal): Promise<Goal | null> {
  const res = await api.get<{ data?: { goal?: Goal | null; goals?: Goal[] }; goals?: Goal[] } | null>(
    '/goals',
    {
      signal,
    },
  );
  if (res?.data?.goal) return res.data.goal;
  const list = res?.data?.goals ?? res?.goals;
  return Array.isArray(list) ? (list.find((g) => g.is_active !== false) ?? null) : null;
}
