import type { PublicDonationStatus } from '@enlaza/shared/donations';
import { api } from '../../../lib/api-client';

/**
 * GET /donations/{id}/status?payment_id=… → data.donation. The payment id from the checkout's
 * return URL lets the server confirm the payment with the provider before the notification arrives.
 */
export async function getDonationStatus(
  id: string,
  paymentId: string | null,
  signal?: AbortSignal,
): Promise<PublicDonationStatus> {
  const res = await api.get<{ data?: { donation?: PublicDonationStatus } } | null>(
    `/donations/${encodeURIComponent(id)}/status`,
    { query: { payment_id: paymentId }, signal, token: null },
  );
  if (!res?.data?.donation) throw new Error('Respuesta sin donación');
  return res.data.donation;
}
