import type { DonationAlerts, DonationAlertsAnswer } from '@enlaza/shared/profile';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /users/profile/alerts → 'Avisos de aportes' ('each', 'daily' or 'none'). */
export async function getDonationAlerts(signal?: AbortSignal): Promise<DonationAlerts> {
  return (await api.get<DonationAlertsAnswer>('/users/profile/alerts', { signal })).data.donation_alerts;
}

export function useDonationAlerts() {
  return useQuery({ queryKey: queryKeys.profile.alerts, queryFn: ({ signal }) => getDonationAlerts(signal) });
}
