import type { SessionUser } from '@enlaza/shared/auth';
import type { ProfileAnswer, ThemeInput } from '@enlaza/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /users/profile/theme {primary_color, accent_color, background_style} → the saved creator. */
export async function updateTheme(input: ThemeInput): Promise<SessionUser | null> {
  return (await api.put<ProfileAnswer>('/users/profile/theme', input)).data.user;
}

export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTheme,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.public.all, refetchType: 'none' }),
  });
}
