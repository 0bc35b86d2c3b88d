import type { ActivityAnswer, ActivityPage } from '@enlaza/shared/activity';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /stats/activity?before={id}: 20 entries of the activity log, newest first. */
export async function getActivityPage(before: number | null, signal?: AbortSignal): Promise<ActivityPage> {
  const answer = await api.get<ActivityAnswer>('/stats/activity', {
    signal,
    query: { before: before ?? undefined },
  });
  return answer.data;
}

/** The log a page at a time: each page's `nextCursor` is where the next one starts (null: the end). */
export const activityQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.stats.activity,
    queryFn: ({ pageParam, signal }) => getActivityPage(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });
