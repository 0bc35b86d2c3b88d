import type { DonationAlerts, UpdateDonationAlertsAnswer } from '@enlaza/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /users/profile/alerts {donation_alerts} → the saved choice and the server's message. */
export async function updateDonationAlerts(value: DonationAlerts): Promise<UpdateDonationAlertsAnswer> {
  return api.put<UpdateDonationAlertsAnswer>('/users/profile/alerts', { donation_alerts: value });
}

export function useUpdateDonationAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDonationAlerts,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.profile.alerts, answer.data.donation_alerts),
  });
}
