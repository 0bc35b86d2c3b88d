import type { MessageAnswer, ResetPasswordInput } from '@enlaza/shared/auth';
import { api } from '../../../lib/api-client';

/** POST /auth/reset-password → `{ message }` (spec 01 §7). */
export async function resetPassword(input: ResetPasswordInput): Promise<string | null> {
  const res = await api.post<MessageAnswer>('/auth/reset-password', input, { token: null });
  return res.message || null;
}
