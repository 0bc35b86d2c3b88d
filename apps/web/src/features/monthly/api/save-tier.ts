import type { MonthlyTier, MonthlyTierAnswer, MonthlyTierInput } from '@enlaza/shared/monthly';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface TierSave {
  /** Null creates a tier. */
  id: number | null;
  values: MonthlyTierInput;
}

/** POST /monthly/tiers or PUT /monthly/tiers/{id} with the whole tier → data.tier and the message. */
export async function saveTier({ id, values }: TierSave): Promise<{ tier: MonthlyTier; message: string }> {
  const res =
    id === null
      ? await api.post<MonthlyTierAnswer>('/monthly/tiers', values)
      : await api.put<MonthlyTierAnswer>(`/monthly/tiers/${id}`, values);
  return { tier: res.data.tier, message: res.message };
}

export function useSaveTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.monthly.all }),
  });
}
