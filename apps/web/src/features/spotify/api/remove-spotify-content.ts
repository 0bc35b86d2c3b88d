import { api } from '../../../lib/api-client';

/** DELETE /spotify/content: the page stops showing the featured music. */
export async function removeSpotifyContent(): Promise<void> {
  await api.delete('/spotify/content');
}
