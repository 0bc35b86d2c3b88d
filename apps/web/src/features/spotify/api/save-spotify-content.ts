import type { MusicItem, SpotifyContentBody } from '@enlaza/shared/spotify-contract';
import { api } from '../../../lib/api-client';

/**
 * POST /spotify/content with the spec's body. The server looks the item up by id and answers with
 * what the provider says it is: that answer, not the result clicked, is what is shown afterwards.
 */
export async function saveSpotifyContent(item: MusicItem): Promise<MusicItem> {
  const body: SpotifyContentBody = { ...item };
  const res = await api.post<{ data?: { content?: MusicItem } } | null>('/spotify/content', body);
  const saved = res?.data?.content;
  if (!saved) throw new Error('Respuesta sin contenido');
  return saved;
}
