import type { Goal, GoalsAnswer } from '@enlaza/shared/goals';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /goals → the active goal (spec 02 §7: "active goal picked"), or null when there is none. */
export async function getActiveGoal(signal?: AbortSignal): Promise<Goal | null> {
  return (await api.get<GoalsAnswer>('/goals', { signal })).data.goal;
}

/**
 * The one cache entry of GET /goals: the goal screen, the dashboard home, the donations screen and the
 * profile preview read it; the goal mutations write it.
 */
export const activeGoalQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.goals.active(), queryFn: ({ signal }) => getActiveGoal(signal) });
