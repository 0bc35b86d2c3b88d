import type { CreatorEvent } from '@enlaza/shared/events';
import type { EventInput } from '@enlaza/shared/events-schema';
import { api } from '../../../lib/api-client';

/** POST /events. */
export async function createEvent(input: EventInput): Promise<CreatorEvent> {
  const answer = await api.post<{ data: { event: CreatorEvent } }>('/events', input);
  return answer.data.event;
}
