import type { Goal } from '@enlaza/shared/goals';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** After a goal write: the answer becomes the active goal at once, and every goal read is marked stale. */
export function storeActiveGoal(queryClient: QueryClient, goal: Goal | null): void {
  queryClient.setQueryData(queryKeys.goals.active(), goal);
  void queryClient.invalidateQueries({ queryKey: queryKeys.goals.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: ['stats'], refetchType: 'none' });
}
