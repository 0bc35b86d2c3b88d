import type { SessionUser } from '@enlaza/shared/auth';
import type { ProfileAnswer, ProfileInput } from '@enlaza/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /users/profile {full_name, bio, username, category_id} → the saved creator. */
export async function updateProfile(input: ProfileInput): Promise<SessionUser | null> {
  return (await api.put<ProfileAnswer>('/users/profile', input)).data.user;
}

/** Saving the profile changes what visitors see: the public pages read since then are stale. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.public.all, refetchType: 'none' }),
  });
}
