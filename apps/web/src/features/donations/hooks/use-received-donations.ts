import {
  DONATION_MESSAGES,
  type DonationStatusFilter,
  type DonationsPagination,
  type DonationsStats,
  type ReceivedDonation,
} from '@enlaza/shared/donations';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type ReceivedDonationsData, receivedDonationsQueryOptions } from '../api/get-received-donations';
import { DONATIONS_PAGE_SIZE, mergeDonations } from '../utils/donations-list';

export interface ReceivedDonations {
  status: 'loading' | 'ready' | 'error';
  filter: DonationStatusFilter;
  /** The event the history (and its figures) is narrowed to, or null for all. */
  eventId: number | null;
  donations: ReceivedDonation[];
  pagination: DonationsPagination | null;
  stats: DonationsStats | null;
  /** The page being fetched, or null. */
  loadingPage: number | null;
  error: string | null;
  setFilter(filter: DonationStatusFilter): void;
  setEventId(eventId: number | null): void;
  refresh(): void;
  loadMore(): void;
}

/** The creator's received donations: status and event filters, a refresh, and 'Cargar más' for the next page. */
export function useReceivedDonations(pageSize = DONATIONS_PAGE_SIZE): ReceivedDonations {
  const [filter, setFilter] = useState<DonationStatusFilter>('all');
  const [eventId, setEventId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const options = receivedDonationsQueryOptions(filter, pageSize, eventId);
  const query = useInfiniteQuery(options);
  const pages = query.data?.pages ?? [];
  const last = pages.at(-1);

  // Spec 02 §7: a refresh asks for page 1 again and it replaces the list.
  const refresh = useCallback(() => {
    queryClient.setQueryData<ReceivedDonationsData>(options.queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    void query.refetch();
  }, [queryClient, options.queryKey, query.refetch]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    filter,
    eventId,
    donations: pages.reduce<ReceivedDonation[]>(
      (list, page, i) => mergeDonations(list, page.donations, i + 1),
      [],
    ),
    pagination: last?.pagination ?? null,
    stats: pages[0]?.stats ?? null,
    loadingPage: isFetchingNextPage ? (last?.pagination.current_page ?? 0) + 1 : query.isFetching ? 1 : null,
    error: query.isError ? DONATION_MESSAGES.loadFailed : null,
    setFilter,
    setEventId,
    refresh,
    loadMore,
  };
}
