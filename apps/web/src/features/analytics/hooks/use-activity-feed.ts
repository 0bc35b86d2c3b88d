import { ACTIVITY_MESSAGES, type ActivityEntry } from '@enlaza/shared/activity';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { waitingOffline } from '../../../lib/query-client';
import { activityQueryOptions } from '../api/get-activity-page';

export interface ActivityFeed {
  entries: ActivityEntry[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore(): void;
}

/** The activity log, newest first, a page at a time ('Ver más actividad' reads further back). */
export function useActivityFeed(): ActivityFeed {
  const query = useInfiniteQuery(activityQueryOptions());
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const failed = query.isError || waitingOffline(query);
  return {
    entries: query.data?.pages.flatMap((page) => page.activities) ?? [],
    loading: (query.isPending && !failed) || isFetchingNextPage,
    error: failed ? ACTIVITY_MESSAGES.loadFailed : null,
    hasMore: hasNextPage,
    loadMore: useCallback(() => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    }, [hasNextPage, isFetchingNextPage, fetchNextPage]),
  };
}
