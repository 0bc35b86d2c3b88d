import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeActiveGoal } from './save-goal-cache';

/** PUT /goals/{id} {is_active:false}: how the dashboard deletes the goal (spec 02 §2, §7). */
export async function deactivateGoal(id: number): Promise<void> {
  await api.put(`/goals/${id}`, { is_active: false });
}

export function useDeactivateGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateGoal, onSuccess: () => storeActiveGoal(queryClient, null) });
}
