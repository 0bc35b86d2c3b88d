import type { Goal } from '@enlaza/shared/goals';
import type { GoalsAnswer } from '@enlaza/shared/goals-contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /goals → the active goal (`data.goal`), or null. */
export async function getActiveGoal(signal?: AbortSignal): Promise<Goal | null> {
  return (await api.get<GoalsAnswer>('/goals', { signal })).data.goal;
}

/** The goal's title for the home; without it the home still shows the figures. */
export const homeGoalQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.goals.all, 'home'],
    queryFn: ({ signal }) => getActiveGoal(signal).catch(() => null),
  });
