import type { MusicItem, SpotifyContentAnswer, SpotifyContentBody } from '@enlaza/shared/spotify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /spotify/content with the spec's body. The server looks the item up by id and answers with
 * what the provider says it is: that answer, not the result clicked, is what is shown afterwards.
 */
export async function saveSpotifyContent(item: MusicItem): Promise<MusicItem> {
  const body: SpotifyContentBody = { ...item };
  const saved = (await api.post<SpotifyContentAnswer>('/spotify/content', body)).data.content;
  if (!saved) throw new Error('Respuesta sin contenido');
  return saved;
}

/** Features the item; the one featured-music entry of the cache then holds the server's answer. */
export function useSaveSpotifyContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSpotifyContent,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.music.content, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.music.status, refetchType: 'none' });
    },
  });
}
