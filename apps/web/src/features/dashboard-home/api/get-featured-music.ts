import type { MusicItem } from '@enlaza/shared/spotify-contract';
import { api } from '../../../lib/api-client';

/** GET /spotify/content → the featured track or album, or null. */
export async function getFeaturedMusic(signal?: AbortSignal): Promise<MusicItem | null> {
  const res = await api.get<{ data?: { content?: MusicItem | null } } | null>('/spotify/content', { signal });
  const content = res?.data?.content;
  return content && typeof content.name === 'string' ? content : null;
}
