import type { MonthlyGoalAnswer, MonthlyGoalInput, MonthlyGoalProgress } from '@enlaza/shared/monthly';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /monthly/goal → 'Meta mensual' with its current value, or null. */
export async function getMonthlyGoal(signal?: AbortSignal): Promise<MonthlyGoalProgress | null> {
  const res = await api.get<MonthlyGoalAnswer>('/monthly/goal', { signal });
  return res.data.goal;
}

export const monthlyGoalQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.monthly.goal, queryFn: ({ signal }) => getMonthlyGoal(signal) });

export function useMonthlyGoal() {
  return useQuery(monthlyGoalQueryOptions());
}

/** PUT /monthly/goal {kind, target} → the goal and the message. */
export async function saveMonthlyGoal(
  values: MonthlyGoalInput,
): Promise<{ goal: MonthlyGoalProgress; message: string }> {
  const res = await api.put<{ data: { goal: MonthlyGoalProgress }; message: string }>(
    '/monthly/goal',
    values,
  );
  return { goal: res.data.goal, message: res.message };
}

/** DELETE /monthly/goal → the message. */
export async function removeMonthlyGoal(): Promise<string> {
  const res = await api.delete<{ message: string }>('/monthly/goal');
  return res.message;
}

export function useSaveMonthlyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMonthlyGoal,
    onSuccess: ({ goal }) => queryClient.setQueryData(queryKeys.monthly.goal, goal),
  });
}

export function useRemoveMonthlyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMonthlyGoal,
    onSuccess: () => queryClient.setQueryData(queryKeys.monthly.goal, null),
  });
}
