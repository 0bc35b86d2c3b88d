import { type LogoutOthersResponse, logoutOthersResponseSchema } from '@enlaza/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/logout-others → how many other sessions ended, and the server's message. */
export async function logoutOtherSessions(): Promise<LogoutOthersResponse> {
  return logoutOthersResponseSchema.parse(await api.post<unknown>('/auth/logout-others'));
}

export function useLogoutOtherSessions() {
  return useMutation({ mutationFn: logoutOtherSessions });
}
