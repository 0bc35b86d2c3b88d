import type { MessageAnswer } from '@enlaza/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/verification/resend → a new verification link to the creator's email. */
export async function resendVerification(): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/auth/verification/resend');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
