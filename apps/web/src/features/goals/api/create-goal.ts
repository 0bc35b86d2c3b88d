import type { Goal, GoalValues } from '@enlaza/shared/goals';
import { api } from '../../../lib/api-client';

/** POST /goals {title, description, target_amount}. */
export async function createGoal(input: GoalValues): Promise<Goal> {
  const { title, description, target_amount } = input;
  const answer = await api.post<{ data: { goal: Goal } }>('/goals', { title, description, target_amount });
  return answer.data.goal;
}
