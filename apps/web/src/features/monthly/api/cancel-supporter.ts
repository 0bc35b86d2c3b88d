import type { MonthlySupporter } from '@enlaza/shared/monthly';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /monthly/supporters/{id}/cancel: the provider first, then ours → data.supporter. */
export async function cancelSupporter(id: string): Promise<{ supporter: MonthlySupporter; message: string }> {
  const res = await api.post<{ data: { supporter: MonthlySupporter }; message: string }>(
    `/monthly/supporters/${encodeURIComponent(id)}/cancel`,
  );
  return { supporter: res.data.supporter, message: res.message };
}

export function useCancelSupporter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSupporter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.monthly.all }),
  });
}
