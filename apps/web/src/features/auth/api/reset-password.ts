import type { ResetPasswordInput } from '@enlaza/shared/auth-schemas';
import { api } from '../../../lib/api-client';

/** POST /auth/reset-password → `{ message }` (spec 01 §7). */
export async function resetPassword(input: ResetPasswordInput): Promise<string | null> {
  const res = await api.post<{ message?: unknown } | null>('/auth/reset-password', input, { token: null });
  return typeof res?.message === 'string' && res.message ? res.message : null;
}
