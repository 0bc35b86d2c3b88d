import type { Answer } from '@enlaza/shared/http';
import type { PaymentConnectionView, paymentsContract } from '@enlaza/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentStatusKey, withTokenRetry } from './payment-status-cache';

type RevokeAnswer = Answer<typeof paymentsContract.revoke>;

/** POST /mercadopago/revoke → the connection as it is now (revoked). */
export async function revokeAuthorization(): Promise<PaymentConnectionView> {
  return (await api.post<RevokeAnswer>('/mercadopago/revoke')).data;
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
        simulated: answer.simulated,
        expiringSoon: false,
        canConnect: answer.canConnect,
        canRevoke: false,
        lastChecked: answer.lastChecked ?? view?.lastChecked ?? null,
      })),
  });
}
