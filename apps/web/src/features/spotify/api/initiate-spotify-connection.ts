import type { Answer } from '@enlaza/shared/http';
import type { spotifyContract } from '@enlaza/shared/spotify';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type SpotifyInitiateAnswer = Answer<typeof spotifyContract.initiate>;

/** POST /spotify/oauth/initiate → data.oauth_url, where the browser goes to authorize. */
export async function initiateSpotifyConnection(): Promise<string> {
  return (await api.post<SpotifyInitiateAnswer>('/spotify/oauth/initiate')).data.oauth_url;
}

/** Starts the authorization: on success the browser leaves for the provider's consent page. */
export function useInitiateSpotifyConnection() {
  return useMutation({
    mutationFn: initiateSpotifyConnection,
    onSuccess: (url) => window.location.assign(url),
  });
}
