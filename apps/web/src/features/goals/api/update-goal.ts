import type { Goal, GoalAnswer, GoalValues } from '@enlaza/shared/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeActiveGoal } from './save-goal-cache';

/** PUT /goals/{id} {title, description, target_amount, is_active} — an edit keeps the goal active. */
export async function updateGoal(id: number, input: GoalValues): Promise<Goal> {
  const { title, description, target_amount } = input;
  const answer = await api.put<GoalAnswer>(`/goals/${id}`, {
    title,
    description,
    target_amount,
    is_active: true,
  });
  return answer.data.goal;
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: GoalValues }) => updateGoal(id, values),
    onSuccess: (goal) => storeActiveGoal(queryClient, goal),
  });
}
