import type { SubscribersAnswer } from '@enlaza/shared/fans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SubscribersData = SubscribersAnswer['data'];

/** GET /subscribers → data: whether the block is on and the confirmed addresses, newest first. */
export async function getSubscribers(signal?: AbortSignal): Promise<SubscribersData> {
  return (await api.get<SubscribersAnswer>('/subscribers', { signal })).data;
}

export const subscribersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscribers, queryFn: ({ signal }) => getSubscribers(signal) });

export function useSubscribers() {
  return useQuery(subscribersQueryOptions());
}
