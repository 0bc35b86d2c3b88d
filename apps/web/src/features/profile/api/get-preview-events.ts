import type { CreatorEvent, EventsAnswer } from '@enlaza/shared/events';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One more than the preview shows, so it knows whether to offer 'Ver todos los eventos'. */
const EVENTS_FETCHED = 3;

export interface PreviewEvents {
  events: CreatorEvent[];
  total: number;
}

/** GET /events?upcoming=true → the next published events and how many upcoming there are in all. */
export async function getPreviewEvents(signal?: AbortSignal): Promise<PreviewEvents> {
  const { data } = await api.get<EventsAnswer>('/events', {
    signal,
    query: { upcoming: true, status: 'published', limit: EVENTS_FETCHED },
  });
  return { events: data.events, total: data.pagination.total_events };
}

/** The preview leaves the events out when they cannot be read. */
export const previewEventsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.events.upcoming(),
    queryFn: ({ signal }) => getPreviewEvents(signal).catch((): PreviewEvents => ({ events: [], total: 0 })),
  });
