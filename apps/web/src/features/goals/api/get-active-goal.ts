import type { Goal } from '@enlaza/shared/goals';
import type { GoalsAnswer } from '@enlaza/shared/goals-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /goals → the active goal (spec 02 §7: "active goal picked"), or null when there is none. */
export async function getActiveGoal(signal?: AbortSignal): Promise<Goal | null> {
  return (await api.get<GoalsAnswer>('/goals', { signal })).data.goal;
}

export const activeGoalQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.goals.active(), queryFn: ({ signal }) => getActiveGoal(signal) });

export function useActiveGoal() {
  return useQuery(activeGoalQueryOptions());
}
