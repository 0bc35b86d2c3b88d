import type { AccountDeletionAnswer, AccountDeletionInput } from '@enlaza/shared/account-deletion';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /users/me {password, confirm_username, code?}: the account, erased for good. */
export async function deleteAccount(input: AccountDeletionInput): Promise<AccountDeletionAnswer> {
  return apiRequest<AccountDeletionAnswer>('/users/me', { method: 'DELETE', body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
