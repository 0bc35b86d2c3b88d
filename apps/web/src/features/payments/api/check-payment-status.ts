import type { PaymentConnectionView } from '@enlaza/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPaymentStatus } from './get-payment-status';
import { paymentStatusKey, withTokenRetry } from './payment-status-cache';

/** 'Verificar Estado': a forced status check (past both caches); the answer replaces the cached one. */
export function useCheckPaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await queryClient.cancelQueries({ queryKey: paymentStatusKey });
      return withTokenRetry(queryClient, () => getPaymentStatus(true));
    },
    onSuccess: (view) => queryClient.setQueryData<PaymentConnectionView>(paymentStatusKey, view),
  });
}
