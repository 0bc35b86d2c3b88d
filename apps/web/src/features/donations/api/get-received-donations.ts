import type { DonationStatusFilter, DonationsPage } from '@enlaza/shared/donations';
import type { DonationsPageAnswer } from '@enlaza/shared/donations-contract';
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ReceivedDonationsQuery {
  page: number;
  limit: number;
  status: DonationStatusFilter;
}

/** GET /donations/received with page, limit and status → data (spec 02 §7). */
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
    },
  });
  return res.data;
}

export type ReceivedDonationsData = InfiniteData<DonationsPage, number>;

/** One cache entry per filter; 'Cargar más' fetches the next page into it. */
export const receivedDonationsQueryOptions = (status: DonationStatusFilter, limit: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.donations.received(status, limit),
    queryFn: ({ pageParam, signal }) => getReceivedDonations({ page: pageParam, limit, status }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: DonationsPage) =>
      last.pagination.has_more ? last.pagination.current_page + 1 : undefined,
  });
