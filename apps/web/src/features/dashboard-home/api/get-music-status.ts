import { api } from '../../../lib/api-client';

/** GET /spotify/status → whether the creator's Spotify account is connected. */
export async function getMusicConnected(signal?: AbortSignal): Promise<boolean> {
  const res = await api.get<{ data?: { is_authorized?: boolean } } | null>('/spotify/status', { signal });
  return res?.data?.is_authorized === true;
}
