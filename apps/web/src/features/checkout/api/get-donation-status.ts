import type { DonationStatusAnswer, PublicDonationStatus } from '@enlaza/shared/donations';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import {
  initialReturnState,
  isPolling,
  POLL_INTERVAL_MS,
  type ReturnState,
  returnReducer,
  sendsPaymentId,
} from '../utils/return-status';

/**
 * GET /donations/{id}/status?payment_id=… → data.donation. The payment id from the checkout's
 * return URL lets the server confirm the payment with the provider before the notification arrives.
 */
export async function getDonationStatus(
  id: string,
  paymentId: string | null,
  signal?: AbortSignal,
): Promise<PublicDonationStatus> {
  const res = await api.get<DonationStatusAnswer>(`/donations/${encodeURIComponent(id)}/status`, {
    query: { payment_id: paymentId },
    signal,
    token: null,
  });
  return res.data.donation;
}

/**
 * Polls the donation's status every 2.5 s until the payment is final (or 2 minutes pass), as a query
 * with a refetch interval; the return page's rules stay in `returnReducer`. `restart` asks again.
 */
export function useDonationStatus(
  id: string,
  paymentId: string | null,
  now: () => number = Date.now,
): { state: ReturnState; restart: () => void } {
  const [state, dispatch] = useReducer(returnReducer, undefined, () => initialReturnState(now()));
  const stateRef = useRef(state);
  stateRef.current = state;
  const query = useQuery({
    // A restart starts a new series: its own cache entry, asked at once.
    queryKey: [...queryKeys.donations.status(id), state.startedAt],
    queryFn: ({ signal }) =>
      getDonationStatus(id, sendsPaymentId(stateRef.current) ? paymentId : null, signal),
    refetchInterval: isPolling(state) ? POLL_INTERVAL_MS : false,
    retry: false,
    gcTime: 0,
  });

  // One reducer step per answer (or failure), however many components read the query.
  const { dataUpdatedAt, errorUpdatedAt, data, error } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on when the answer arrived
  useEffect(() => {
    if (dataUpdatedAt && data) dispatch({ type: 'result', donation: data, at: now() });
  }, [dataUpdatedAt]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on when the failure arrived
  useEffect(() => {
    if (!errorUpdatedAt) return;
    const notFound = error instanceof ApiError && error.status === 404;
    dispatch({ type: 'failure', notFound, at: now() });
  }, [errorUpdatedAt]);

  return { state, restart: () => dispatch({ type: 'restart', at: now() }) };
}
