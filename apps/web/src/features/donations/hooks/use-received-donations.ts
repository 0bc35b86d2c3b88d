import type { DonationStatusFilter } from '@enlaza/shared/donations';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { getReceivedDonations } from '../api/get-received-donations';
import {
  DONATIONS_PAGE_SIZE,
  type DonationsListState,
  donationsListReducer,
  INITIAL_DONATIONS_LIST,
} from '../utils/donations-list';

export interface ReceivedDonations extends DonationsListState {
  setFilter(filter: DonationStatusFilter): void;
  refresh(): void;
  loadMore(): void;
}

/** The creator's received donations: a status filter, a refresh, and 'Cargar más' for the next page. */
export function useReceivedDonations(pageSize = DONATIONS_PAGE_SIZE): ReceivedDonations {
  const [state, dispatch] = useReducer(donationsListReducer, INITIAL_DONATIONS_LIST);
  const counter = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (page: number, filter: DonationStatusFilter) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      counter.current += 1;
      const requestId = counter.current;
      dispatch({ type: 'request', page, filter, requestId });
      getReceivedDonations({ page, limit: pageSize, status: filter }, abort.signal).then(
        (data) => dispatch({ type: 'success', page, data, requestId }),
        () => {
          if (!abort.signal.aborted) dispatch({ type: 'failure', page, requestId });
        },
      );
    },
    [pageSize],
  );

  useEffect(() => {
    load(1, 'all');
    return () => controller.current?.abort();
  }, [load]);

  const { filter, pagination, loadingPage } = state;
  return {
    ...state,
    setFilter: useCallback((next: DonationStatusFilter) => load(1, next), [load]),
    refresh: useCallback(() => load(1, filter), [load, filter]),
    loadMore: useCallback(() => {
      if (!pagination?.has_more || loadingPage !== null) return;
      load(pagination.current_page + 1, filter);
    }, [load, filter, pagination, loadingPage]),
  };
}
