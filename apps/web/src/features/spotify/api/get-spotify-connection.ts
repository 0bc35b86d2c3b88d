import type { SpotifyConnection } from '@enlaza/shared/spotify-contract';
import { api } from '../../../lib/api-client';

/** GET /spotify/connection → data.connection (the account, never a token), or null. */
export async function getSpotifyConnection(signal?: AbortSignal): Promise<SpotifyConnection | null> {
  const res = await api.get<{ data?: { connection?: SpotifyConnection | null } } | null>(
    '/spotify/connection',
    { signal },
  );
  return res?.data?.connection ?? null;
}
