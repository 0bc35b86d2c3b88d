import type { MonthlySupporter } from '@enlaza/shared/monthly';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /monthly/supporters/{id}/payment-reminder: the failed-charge mail again (once a week). */
export async function resendPaymentReminder(
  id: string,
): Promise<{ supporter: MonthlySupporter; message: string }> {
  const res = await api.post<{ data: { supporter: MonthlySupporter }; message: string }>(
    `/monthly/supporters/${encodeURIComponent(id)}/payment-reminder`,
  );
  return { supporter: res.data.supporter, message: res.message };
}

export function useResendPaymentReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendPaymentReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.monthly.all }),
  });
}
