import type { PaymentConnectionView } from '@enlaza/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-envelope';
import { paymentStatusKey, withTokenRetry } from './payment-status-cache';

/** POST /mercadopago/revoke → the connection as it is now (revoked), when the server sends it. */
export async function revokeAuthorization(): Promise<PaymentConnectionView | null> {
  const answer = await api.post<Partial<Envelope<PaymentConnectionView>> | null>('/mercadopago/revoke');
  return answer?.data ?? null;
}

/** Disconnecting: the tokens are deleted, the cached status becomes revoked and donations stop. */
export function useRevokeAuthorization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withTokenRetry(queryClient, revokeAuthorization),
    onSuccess: (answer) =>
      queryClient.setQueryData<PaymentConnectionView>(paymentStatusKey, (view) => ({
        status: 'revoked',
        authData: null,
        simulated: answer?.simulated ?? view?.simulated ?? false,
        expiringSoon: false,
        canConnect: answer?.canConnect ?? true,
        canRevoke: false,
        lastChecked: answer?.lastChecked ?? view?.lastChecked ?? null,
      })),
  });
}
