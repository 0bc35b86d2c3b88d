import type { PaymentInitiateResult } from '@enlaza/shared/payments';
import { api } from '../../../lib/api-client';

/** POST /mercadopago/oauth/initiate → data.redirectUrl, where the browser goes to authorize. */
export async function initiateAuthorization(): Promise<string> {
  const res = await api.post<{ data?: PaymentInitiateResult } | null>('/mercadopago/oauth/initiate');
  const url = res?.data?.redirectUrl;
  if (!url) throw new Error('Respuesta sin dirección de autorización');
  return url;
}
