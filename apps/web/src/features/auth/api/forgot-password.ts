import type { ForgotPasswordInput, MessageAnswer } from '@enlaza/shared/auth';
import { api } from '../../../lib/api-client';

/** POST /auth/forgot-password → `{ message }` (spec 01 §7). */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string | null> {
  const res = await api.post<MessageAnswer>('/auth/forgot-password', input, { token: null });
  return res.message || null;
}
