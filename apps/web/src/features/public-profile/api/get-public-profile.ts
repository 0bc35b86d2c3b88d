import type { PublicProfileResponse } from '@enlaza/shared/public';
import { api } from '../../../lib/api-client';

/** GET /public/{username}: the profile a visitor sees (used when the app itself navigates there). */
export async function getPublicProfile(
  username: string,
  signal?: AbortSignal,
): Promise<PublicProfileResponse['data']> {
  const response = await api.get<PublicProfileResponse>(`/public/${encodeURIComponent(username)}`, {
    signal,
    token: null,
  });
  return response.data;
}
