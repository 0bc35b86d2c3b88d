import type { PaymentInitiateAnswer } from '@enlaza/shared/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /mercadopago/oauth/initiate → data.redirectUrl, where the browser goes to authorize. */
export async function initiateAuthorization(): Promise<string> {
  const answer = await api.post<PaymentInitiateAnswer>('/mercadopago/oauth/initiate');
  return answer.data.redirectUrl;
}

export function useInitiateAuthorization() {
  return useMutation({ mutationFn: initiateAuthorization });
}
