import type { PaymentConnectionView } from '@enlaza/shared/payments';
import { api } from '../../../lib/api-client';

/** GET /mercadopago/status → data: the connection; `force` skips the server's 5-minute cache too. */
export async function getPaymentStatus(force: boolean): Promise<PaymentConnectionView> {
  const res = await api.get<{ data?: PaymentConnectionView } | null>('/mercadopago/status', {
    query: force ? { force: 'true' } : undefined,
  });
  if (!res?.data) throw new Error('Respuesta sin estado de MercadoPago');
  return res.data;
}
