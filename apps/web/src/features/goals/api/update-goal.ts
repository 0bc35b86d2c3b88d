import type { Goal, GoalValues } from '@enlaza/shared/goals';
import { api } from '../../../lib/api-client';

/** PUT /goals/{id} {title, description, target_amount, is_active} — an edit keeps the goal active. */
export async function updateGoal(id: number, input: GoalValues): Promise<Goal> {
  const { title, description, target_amount } = input;
  const answer = await api.put<{ data: { goal: Goal } }>(`/goals/${id}`, {
    title,
    description,
    target_amount,
    is_active: true,
  });
  return answer.data.goal;
}
