import type { TwoFactorStatusAnswer } from '@enlaza/shared/auth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /auth/2fa → whether two-step login is on and how many recovery codes are left. */
export async function getTwoFactorStatus(signal?: AbortSignal) {
  return (await api.get<TwoFactorStatusAnswer>('/auth/2fa', { signal })).data;
}

/**
 * The one cache entry of GET /auth/2fa: the profile's 'Verificación en dos pasos' reads and writes it,
 * the payments screen reads it to suggest turning it on once Mercado Pago is connected.
 */
export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.twoFactor, queryFn: ({ signal }) => getTwoFactorStatus(signal) });

/** The profile section's anchor, where the payments screen's suggestion links. */
export const TWO_FACTOR_SECTION_ID = 'verificacion-en-dos-pasos';
