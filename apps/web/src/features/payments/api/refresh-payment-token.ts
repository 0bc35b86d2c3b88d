import type { PaymentRefreshAnswer } from '@enlaza/shared/payments';
import {
  PAYMENT_TOKEN_EXPIRING_DAYS,
  type PaymentAuthData,
  type PaymentConnectionView,
} from '@enlaza/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const EXPIRING_MS = PAYMENT_TOKEN_EXPIRING_DAYS * 24 * 60 * 60_000;

/** POST /mercadopago/refresh-token → data.authData (null when the server has none), merged into what the panel shows. */
export async function refreshPaymentToken(): Promise<PaymentAuthData | null> {
  return (await api.post<PaymentRefreshAnswer>('/mercadopago/refresh-token')).data.authData;
}

/** Whether a connection authorized (or renewed) at `authData`'s date is about to expire (spec 02 §4). */
export function expiresSoon(authData: PaymentAuthData, now: number): boolean {
  const since = Date.parse(authData.refreshedAt ?? authData.authorizedAt);
  return Number.isFinite(since) && now - since > EXPIRING_MS;
}

/** 'Renovar ahora': the renewed authorization data goes into the cached status. */
export function useRefreshPaymentToken(now: () => number = Date.now) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshPaymentToken,
    onSuccess: (authData) =>
      queryClient.setQueryData<PaymentConnectionView>(queryKeys.payments.status, (view) => {
        // No authorization data in the answer (the contract allows it): the panel keeps what it shows.
        if (!view || !authData) return view;
        const merged = { ...view.authData, ...authData };
        return { ...view, authData: merged, expiringSoon: expiresSoon(merged, now()) };
      }),
  });
}
