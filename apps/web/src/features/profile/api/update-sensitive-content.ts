import type { SessionUser } from '@enlaza/shared/auth';
import type { ProfileAnswer } from '@enlaza/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /users/profile {sensitive_content} → the saved creator ('Contenido para mayores de 18'). */
export async function updateSensitiveContent(value: boolean): Promise<SessionUser> {
  return (await api.put<ProfileAnswer>('/users/profile', { sensitive_content: value })).data.user;
}

export function useUpdateSensitiveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSensitiveContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.public.all, refetchType: 'none' }),
  });
}
