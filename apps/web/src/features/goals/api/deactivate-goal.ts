import { api } from '../../../lib/api-client';

/** PUT /goals/{id} {is_active:false}: how the dashboard deletes the goal (spec 02 §2, §7). */
export async function deactivateGoal(id: number): Promise<void> {
  await api.put(`/goals/${id}`, { is_active: false });
}
