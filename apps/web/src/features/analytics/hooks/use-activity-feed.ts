import { ACTIVITY_MESSAGES, type ActivityEntry } from '@enlaza/shared/activity';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getActivityPage } from '../api/get-activity-page';

export interface ActivityFeed {
  entries: ActivityEntry[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore(): void;
}

/** The activity log, newest first, a page at a time ('Ver más actividad' reads further back). */
export function useActivityFeed(): ActivityFeed {
  const [entries, setEntries] = useState<ActivityEntry[]>([]);
  const [cursor, setCursor] = useState<number | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback((before: number | null) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setLoading(true);
    setError(null);
    getActivityPage(before, abort.signal).then(
      (page) => {
        if (abort.signal.aborted) return;
        setEntries((current) => (before === null ? page.activities : [...current, ...page.activities]));
        setCursor(page.nextCursor);
        setHasMore(page.nextCursor !== null);
        setLoading(false);
      },
      () => {
        if (abort.signal.aborted) return;
        setError(ACTIVITY_MESSAGES.loadFailed);
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    load(null);
    return () => controller.current?.abort();
  }, [load]);

  return {
    entries,
    loading,
    error,
    hasMore,
    loadMore: useCallback(() => {
      if (cursor !== null && !loading) load(cursor);
    }, [cursor, loading, load]),
  };
}
