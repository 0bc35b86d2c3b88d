import { isTokenExpiryError, type PaymentConnectionView } from '@enlaza/shared/payments';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshPaymentToken } from './refresh-payment-token';

export const paymentStatusKey = queryKeys.payments.status;

export function cachedPaymentStatus(queryClient: QueryClient): PaymentConnectionView | undefined {
  return queryClient.getQueryData<PaymentConnectionView>(paymentStatusKey);
}

/**
 * Spec 02 §4: a token-expiry style failure (401, or a message about the token) while authorized is
 * retried once after refreshing the token; the new authorization data goes into the cached status.
 */
export async function withTokenRetry<T>(queryClient: QueryClient, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const authorized = cachedPaymentStatus(queryClient)?.status === 'authorized';
    const apiError = error instanceof ApiError ? error : null;
    if (!authorized || !isTokenExpiryError(apiError?.status, apiError?.serverMessage)) throw error;
    const authData = await refreshPaymentToken();
    queryClient.setQueryData<PaymentConnectionView>(paymentStatusKey, (view) =>
      view && authData ? { ...view, authData: { ...view.authData, ...authData } } : view,
    );
    return call();
  }
}
