import type { TwoFactorSetupAnswer } from '@enlaza/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/2fa/setup → a new secret and its otpauth:// address (only while two-step login is off). */
export async function setupTwoFactor() {
  return (await api.post<TwoFactorSetupAnswer>('/auth/2fa/setup')).data;
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
