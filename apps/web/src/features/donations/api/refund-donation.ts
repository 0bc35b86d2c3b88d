import type { ReceivedDonation, RefundAnswer } from '@enlaza/shared/donations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /donations/{id}/refund → the donation as it is now (refunded). */
export async function refundDonation(id: string): Promise<ReceivedDonation> {
  const res = await api.post<RefundAnswer>(`/donations/${encodeURIComponent(id)}/refund`);
  return res.data.donation;
}

/** A refund changes the history, the goal's total and every statistic: they are read again. */
export function useRefundDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundDonation,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.donations.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goals.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats.all });
    },
  });
}
