import type { CreatorEvent } from '@enlaza/shared/events';
import type { EventInput } from '@enlaza/shared/events-schema';
import { api } from '../../../lib/api-client';

/** PUT /events/{id}. */
export async function updateEvent(id: number, input: EventInput): Promise<CreatorEvent> {
  const answer = await api.put<{ data: { event: CreatorEvent } }>(`/events/${id}`, input);
  return answer.data.event;
}
