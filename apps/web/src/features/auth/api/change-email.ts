import type { ChangeEmailAnswer, ChangeEmailInput } from '@enlaza/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /auth/email {email, current_password} → the creator with the new, unverified email. */
export async function changeEmail(input: ChangeEmailInput): Promise<ChangeEmailAnswer> {
  return api.put<ChangeEmailAnswer>('/auth/email', input);
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.auth.me, answer.data.user),
  });
}
