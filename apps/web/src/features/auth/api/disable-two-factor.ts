import type { TwoFactorDisableInput, twoFactorContract } from '@enlaza/shared/auth';
import type { Answer } from '@enlaza/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /auth/2fa/disable {password, code} → the server's message. */
export async function disableTwoFactor(input: TwoFactorDisableInput) {
  return api.post<Answer<typeof twoFactorContract.disable>>('/auth/2fa/disable', input);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      queryClient.setQueryData(queryKeys.twoFactor, { enabled: false, recovery_codes_left: 0 }),
  });
}
