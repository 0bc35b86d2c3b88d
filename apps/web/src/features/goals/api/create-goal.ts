import type { Goal, GoalAnswer, GoalValues } from '@enlaza/shared/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeActiveGoal } from './save-goal-cache';

/** POST /goals {title, description, target_amount}. */
export async function createGoal(input: GoalValues): Promise<Goal> {
  const { title, description, target_amount } = input;
  return (await api.post<GoalAnswer>('/goals', { title, description, target_amount })).data.goal;
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGoal, onSuccess: (goal) => storeActiveGoal(queryClient, goal) });
}
