import type { SpotifyStatus } from '@enlaza/shared/spotify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const DISCONNECTED: SpotifyStatus = { is_authorized: false, has_content: false, needs_reconnection: false };

/** DELETE /spotify/connection: disconnects the account and clears the featured content. */
export async function disconnectSpotify(): Promise<void> {
  await api.delete('/spotify/connection');
}

/** After it the cache says what the server now does: not connected, no account, nothing featured. */
export function useDisconnectSpotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectSpotify,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.music.status, DISCONNECTED);
      queryClient.setQueryData(queryKeys.music.content, null);
      queryClient.setQueryData(queryKeys.music.connection, null);
    },
  });
}
