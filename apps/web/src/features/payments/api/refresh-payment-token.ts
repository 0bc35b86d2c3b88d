import type { PaymentAuthData } from '@enlaza/shared/payments';
import { api } from '../../../lib/api-client';

/** POST /mercadopago/refresh-token → data.authData, merged into what the panel shows. */
export async function refreshPaymentToken(): Promise<PaymentAuthData> {
  const res = await api.post<{ data?: { authData?: PaymentAuthData } } | null>('/mercadopago/refresh-token');
  if (!res?.data?.authData) throw new Error('Respuesta sin datos de autorización');
  return res.data.authData;
}
