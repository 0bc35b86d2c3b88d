import type { MonthlySupportersAnswer, SupporterStatus } from '@enlaza/shared/monthly';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SupportersFilter = 'all' | SupporterStatus;
export type SupportersPage = MonthlySupportersAnswer['data'];

/** GET /monthly/supporters?status=&page= → supporters, summary and pagination. */
export async function getSupporters(
  status: SupportersFilter,
  page: number,
  signal?: AbortSignal,
): Promise<SupportersPage> {
  const res = await api.get<MonthlySupportersAnswer>('/monthly/supporters', {
    signal,
    query: { status: status === 'all' ? undefined : status, page },
  });
  return res.data;
}

export const supportersQueryOptions = (status: SupportersFilter, page: number) =>
  queryOptions({
    queryKey: queryKeys.monthly.supporters(status, page),
    queryFn: ({ signal }) => getSupporters(status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useSupporters(status: SupportersFilter, page: number) {
  return useQuery(supportersQueryOptions(status, page));
}
