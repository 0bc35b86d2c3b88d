import { api } from '../../../lib/api-client';

/** POST /spotify/oauth/initiate → data.oauth_url, where the browser goes to authorize. */
export async function initiateSpotifyConnection(): Promise<string> {
  const res = await api.post<{ data?: { oauth_url?: string } } | null>('/spotify/oauth/initiate');
  const url = res?.data?.oauth_url;
  if (!url) throw new Error('Respuesta sin dirección de autorización');
  return url;
}
