import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /users/profile-image: the creator goes back to the initials placeholder. */
export async function deleteProfileImage(): Promise<void> {
  await api.delete('/users/profile-image');
}

export function useDeleteProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfileImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.public.all, refetchType: 'none' }),
  });
}
