import type { SpotifyStatus } from '@enlaza/shared/spotify-contract';
import { api } from '../../../lib/api-client';

/** GET /spotify/status → {is_authorized, has_content, needs_reconnection}. */
export async function getSpotifyStatus(signal?: AbortSignal): Promise<SpotifyStatus> {
  const res = await api.get<{ data?: Partial<SpotifyStatus> } | null>('/spotify/status', { signal });
  return {
    is_authorized: res?.data?.is_authorized === true,
    has_content: res?.data?.has_content === true,
    needs_reconnection: res?.data?.needs_reconnection === true,
  };
}
