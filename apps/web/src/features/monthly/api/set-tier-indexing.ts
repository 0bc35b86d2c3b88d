import type { MonthlyTier, MonthlyTierAnswer, TierIndexingValues } from '@enlaza/shared/monthly';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /monthly/tiers/{id}/indexing (issue 33) → data.tier and the message. */
export async function setTierIndexing(input: {
  id: number;
  values: TierIndexingValues;
}): Promise<{ tier: MonthlyTier; message: string }> {
  const res = await api.put<MonthlyTierAnswer>(`/monthly/tiers/${input.id}/indexing`, input.values);
  return { tier: res.data.tier, message: res.message };
}

/** POST /monthly/tiers/{id}/indexing/skip: 'Esta vez no ajustar'. */
export async function skipTierAdjustment(id: number): Promise<{ tier: MonthlyTier; message: string }> {
  const res = await api.post<MonthlyTierAnswer>(`/monthly/tiers/${id}/indexing/skip`);
  return { tier: res.data.tier, message: res.message };
}

export function useSetTierIndexing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTierIndexing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.monthly.all }),
  });
}

export function useSkipTierAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipTierAdjustment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.monthly.all }),
  });
}
