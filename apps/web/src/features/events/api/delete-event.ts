import { api } from '../../../lib/api-client';

/** DELETE /events/{id}. */
export async function deleteEvent(id: number): Promise<void> {
  await api.delete(`/events/${id}`);
}
