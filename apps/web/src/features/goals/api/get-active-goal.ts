import type { Goal } from '@enlaza/shared/goals';
import { api } from '../../../lib/api-client';

type GoalsAnswer = { data?: { goal?: Goal | null; goals?: Goal[] }; goals?: Goal[] } | null;

/** GET /goals → the active goal (spec 02 §7: "active goal picked"), or null when there is none. */
export async function getActiveGoal(): Promise<Goal | null> {
  const answer = await api.get<GoalsAnswer>('/goals');
  if (answer?.data?.goal !== undefined) return answer.data.goal ?? null;
  const list = answer?.data?.goals ?? answer?.goals ?? [];
  return list.find((g) => g.is_active) ?? null;
}
