import type { CreatorEvent, EventPagination } from '@enlaza/shared/events';
import { EVENTS_PAGE_LIMIT_MAX } from '@enlaza/shared/events-schema';
import { api } from '../../../lib/api-client';

type EventsAnswer = { data?: { events?: CreatorEvent[]; pagination?: EventPagination } } | null;

/** Enough pages for any real creator; a safety stop, not a product limit. */
const MAX_PAGES = 20;

/** GET /events with page and limit, page after page: every event of the creator. */
export async function getAllEvents(): Promise<CreatorEvent[]> {
  const events: CreatorEvent[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api.get<EventsAnswer>('/events', { query: { page, limit: EVENTS_PAGE_LIMIT_MAX } });
    events.push(...(answer?.data?.events ?? []));
    if (!answer?.data?.pagination?.has_more) break;
  }
  return events;
}
