import { api } from '../../../lib/api-client';

/** DELETE /links/{id}. */
export async function deleteLink(id: number): Promise<void> {
  await api.delete(`/links/${id}`);
}
