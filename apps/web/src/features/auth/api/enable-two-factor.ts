import type { TwoFactorEnableAnswer } from '@enlaza/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /auth/2fa/enable {code} → the ten recovery codes, shown once. */
export async function enableTwoFactor(code: string) {
  return (await api.post<TwoFactorEnableAnswer>('/auth/2fa/enable', { code })).data.recovery_codes;
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (codes) =>
      queryClient.setQueryData(queryKeys.twoFactor, { enabled: true, recovery_codes_left: codes.length }),
  });
}
