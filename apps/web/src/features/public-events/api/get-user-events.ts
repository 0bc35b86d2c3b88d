import type { PublicUserEventsResponse } from '@enlaza/shared/public';
import { type EventTab, PUBLIC_EVENTS_PAGE_SIZE } from '@enlaza/shared/public';
import { api } from '../../../lib/api-client';

/** GET /public/{username}/events for one tab (used when the app itself navigates there). */
export async function getUserEvents(
  username: string,
  tab: EventTab,
  signal?: AbortSignal,
): Promise<PublicUserEventsResponse['data']> {
  const response = await api.get<PublicUserEventsResponse>(`/public/${encodeURIComponent(username)}/events`, {
    query: { tab, limit: PUBLIC_EVENTS_PAGE_SIZE },
    signal,
    token: null,
  });
  return response.data;
}
