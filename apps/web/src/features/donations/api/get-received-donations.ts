import type { DonationStatusFilter, DonationsPage, DonationsPageAnswer } from '@enlaza/shared/donations';
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ReceivedDonationsQuery {
  page: number;
  limit: number;
  status: DonationStatusFilter;
  /** Only the donations made at this event's donation page ('Pasar la gorra'). */
  eventId: number | null;
}

/** GET /donations/received with page, limit, status and event → data (spec 02 §7). */
export async function getReceivedDonations(
  query: ReceivedDonationsQuery,
  signal?: AbortSignal,
): Promise<DonationsPage> {
  const res = await api.get<DonationsPageAnswer>('/donations/received', {
    signal,
    query: {
      page: query.page,
      limit: query.limit,
      status: query.status === 'all' ? undefined : query.status,
      event_id: query.eventId ?? undefined,
    },
  });
  return res.data;
}

export type ReceivedDonationsData = InfiniteData<DonationsPage, number>;

/** One cache entry per filter; 'Cargar más' fetches the next page into it. */
export const receivedDonationsQueryOptions = (
  status: DonationStatusFilter,
  limit: number,
  eventId: number | null = null,
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.donations.received(status, limit, eventId),
    queryFn: ({ pageParam, signal }) =>
      getReceivedDonations({ page: pageParam, limit, status, eventId }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: DonationsPage) =>
      last.pagination.has_more ? last.pagination.current_page + 1 : undefined,
  });
