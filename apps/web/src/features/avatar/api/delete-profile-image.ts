import { api } from '../../../lib/api-client';

/** DELETE /users/profile-image: the creator goes back to the initials placeholder. */
export async function deleteProfileImage(): Promise<void> {
  await api.delete('/users/profile-image');
}
