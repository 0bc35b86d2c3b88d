import type { MeAnswer, SessionUser } from '@enlaza/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /auth/me → the signed-in creator as the server sees them now. */
export async function getCurrentUser(): Promise<SessionUser> {
  return (await api.get<MeAnswer>('/auth/me')).data.user;
}

/**
 * The creator, read again while `enabled` (an unverified email): when they come back to the tab
 * after opening the mailed link, the dashboard learns the email is verified.
 */
export function useCurrentUserQuery(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.auth.me,
    queryFn: getCurrentUser,
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: enabled ? 30_000 : false,
  });
}
