import type { CreatorEvent, EventsAnswer } from '@enlaza/shared/events';
import { EVENTS_PAGE_LIMIT_MAX } from '@enlaza/shared/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Enough pages for any real creator; a safety stop, not a product limit. */
const MAX_PAGES = 20;

/** GET /events with page and limit, page after page: every event of the creator. */
export async function getAllEvents(signal?: AbortSignal): Promise<CreatorEvent[]> {
  const events: CreatorEvent[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api.get<EventsAnswer>('/events', {
      query: { page, limit: EVENTS_PAGE_LIMIT_MAX },
      signal,
    });
    events.push(...answer.data.events);
    if (!answer.data.pagination.has_more) break;
  }
  return events;
}

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.events.list(), queryFn: ({ signal }) => getAllEvents(signal) });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
