import type { PaymentConnectionView } from '@enlaza/shared/payments';
import { api } from '../../../lib/api-client';

/** POST /mercadopago/revoke → the connection as it is now (revoked), when the server sends it. */
export async function revokeAuthorization(): Promise<PaymentConnectionView | null> {
  const res = await api.post<{ data?: PaymentConnectionView } | null>('/mercadopago/revoke');
  return res?.data ?? null;
}
