import type { PublicEventResponse } from '@enlaza/shared/public';
import { api } from '../../../lib/api-client';

/** GET /public/events/{id} (used when the app itself navigates to an event page). */
export async function getPublicEvent(
  id: string,
  signal?: AbortSignal,
): Promise<PublicEventResponse['data']['event']> {
  const response = await api.get<PublicEventResponse>(`/public/events/${encodeURIComponent(id)}`, {
    signal,
    token: null,
  });
  return response.data.event;
}
