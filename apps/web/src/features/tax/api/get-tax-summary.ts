import type { TaxSummary, TaxSummaryAnswer } from '@enlaza/shared/tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /tax/summary?year= → the year by month, the last 12 months and the ceiling. */
export async function getTaxSummary(year: number | null, signal?: AbortSignal): Promise<TaxSummary> {
  const query = year === null ? undefined : { year };
  return (await api.get<TaxSummaryAnswer>('/tax/summary', { signal, query })).data;
}

export const taxSummaryQueryOptions = (year: number | null) =>
  queryOptions({
    queryKey: queryKeys.tax.summary(year),
    queryFn: ({ signal }) => getTaxSummary(year, signal),
  });

export function useTaxSummary(year: number | null) {
  return useQuery(taxSummaryQueryOptions(year));
}
