import type { DonationStatusFilter, DonationsPage } from '@enlaza/shared/donations';
import { api } from '../../../lib/api-client';

export interface ReceivedDonationsQuery {
  page: number;
  limit: number;
  status: DonationStatusFilter;
}

/** GET /donations/received with page, limit and status → data (spec 02 §7). */
export async function getReceivedDonations(
  query: ReceivedDonationsQuery,
  signal?: AbortSignal,
): Promise<DonationsPage> {
  const res = await api.get<{ data?: DonationsPage } | null>('/donations/received', {
    signal,
    query: {
      page: query.page,
      limit: query.limit,
      status: query.status === 'all' ? undefined : query.status,
    },
  });
  if (!res?.data || !Array.isArray(res.data.donations)) throw new Error('Respuesta sin donaciones');
  return res.data;
}
