import type { MusicItem } from '@enlaza/shared/spotify-contract';
import { api } from '../../../lib/api-client';

/** GET /spotify/content → data.content, the featured track or album, or null. */
export async function getSpotifyContent(signal?: AbortSignal): Promise<MusicItem | null> {
  const res = await api.get<{ data?: { content?: MusicItem | null } } | null>('/spotify/content', { signal });
  return res?.data?.content ?? null;
}
