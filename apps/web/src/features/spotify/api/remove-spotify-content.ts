import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /spotify/content: the page stops showing the featured music. */
export async function removeSpotifyContent(): Promise<void> {
  await api.delete('/spotify/content');
}

export function useRemoveSpotifyContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSpotifyContent,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.music.content, null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.music.status, refetchType: 'none' });
    },
  });
}
