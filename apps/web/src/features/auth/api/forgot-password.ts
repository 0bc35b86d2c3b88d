import type { ForgotPasswordInput } from '@enlaza/shared/auth-schemas';
import { api } from '../../../lib/api-client';

/** POST /auth/forgot-password → `{ message }` (spec 01 §7). */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string | null> {
  const res = await api.post<{ message?: unknown } | null>('/auth/forgot-password', input, { token: null });
  return typeof res?.message === 'string' && res.message ? res.message : null;
}
