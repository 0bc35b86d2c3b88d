import type { MonthlyTier, MonthlyTiersAnswer } from '@enlaza/shared/monthly';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /monthly/tiers → data.tiers (the creator's own, open and closed). */
export async function getTiers(signal?: AbortSignal): Promise<MonthlyTier[]> {
  const res = await api.get<MonthlyTiersAnswer>('/monthly/tiers', { signal });
  return res.data.tiers;
}

export const tiersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.monthly.tiers, queryFn: ({ signal }) => getTiers(signal) });

export function useTiers() {
  return useQuery(tiersQueryOptions());
}
