import { api } from '../../../lib/api-client';

/** DELETE /spotify/connection: disconnects the account and clears the featured content. */
export async function disconnectSpotify(): Promise<void> {
  await api.delete('/spotify/connection');
}
