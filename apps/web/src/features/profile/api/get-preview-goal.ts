import type { Goal } from '@enlaza/shared/goals';
import type { GoalsAnswer } from '@enlaza/shared/goals-contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /goals → the active goal (`data.goal`), or null. */
export async function getPreviewGoal(signal?: AbortSignal): Promise<Goal | null> {
  return (await api.get<GoalsAnswer>('/goals', { signal })).data.goal;
}

/** The preview leaves the goal out when it cannot be read. */
export const previewGoalQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.goals.all, 'preview'],
    queryFn: ({ signal }) => getPreviewGoal(signal).catch(() => null),
  });
