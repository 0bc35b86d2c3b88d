import type { PaymentStatusAnswer } from '@enlaza/shared/payments';
import {
  PAYMENT_AUTO_CHECK_MINUTES,
  PAYMENT_STATUS_CACHE_MINUTES,
  type PaymentConnectionView,
} from '@enlaza/shared/payments';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentStatusKey, withTokenRetry } from './payment-status-cache';

const MINUTE = 60_000;
export const STATUS_CACHE_MS = PAYMENT_STATUS_CACHE_MINUTES * MINUTE;
export const AUTO_CHECK_MS = PAYMENT_AUTO_CHECK_MINUTES * MINUTE;

/** GET /mercadopago/status → data: the connection; `force` skips the server's 5-minute cache too. */
export async function getPaymentStatus(force: boolean, signal?: AbortSignal): Promise<PaymentConnectionView> {
  const answer = await api.get<PaymentStatusAnswer>('/mercadopago/status', {
    query: force ? { force: 'true' } : undefined,
    signal,
  });
  return answer.data;
}

/** Spec 02 §4: an answer is reused for 5 minutes; only a forced check (or the auto-check) asks sooner. */
export const paymentStatusQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: paymentStatusKey,
    queryFn: ({ signal }) => withTokenRetry(queryClient, () => getPaymentStatus(false, signal)),
    staleTime: STATUS_CACHE_MS,
    refetchOnWindowFocus: true,
  });

/**
 * The connection as the dashboard shows it. `autoCheck` (the integration panel) re-reads it every
 * 10 minutes while it is authorized; the interval ends with the last screen that asked for it.
 */
export function usePaymentStatus({ autoCheck = false }: { autoCheck?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...paymentStatusQueryOptions(queryClient),
    refetchInterval: autoCheck
      ? (query) => (query.state.data?.status === 'authorized' ? AUTO_CHECK_MS : false)
      : false,
  });
}
