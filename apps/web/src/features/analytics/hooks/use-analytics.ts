import { STATS_MESSAGES } from '@enlaza/shared/stats';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { waitingOffline } from '../../../lib/query-client';
import { type AnalyticsData, analyticsQueryOptions } from '../api/get-analytics';
import type { AnalyticsRange } from '../utils/analytics-range';

export type { AnalyticsData } from '../api/get-analytics';

export interface AnalyticsState {
  /** The figures last loaded (kept on screen while another range loads, and when it fails). */
  data: AnalyticsData | null;
  loading: boolean;
  error: string | null;
}

/**
 * The overview and the detailed figures of one range (and event, when one is chosen), loaded again
 * whenever either changes.
 */
export function useAnalytics(range: AnalyticsRange, eventId: number | null = null): AnalyticsState {
  const query = useQuery(analyticsQueryOptions(range, eventId));
  // A failed range leaves the last figures on screen under its error.
  const [shown, setShown] = useState<AnalyticsData | null>(null);
  if (query.data && query.data !== shown) setShown(query.data);
  // Offline, a range never loaded says it could not load instead of waiting for the connection.
  const offline = waitingOffline(query) || (query.isPlaceholderData && query.fetchStatus === 'paused');
  if (query.isError || offline) {
    const error = query.error;
    return {
      data: shown,
      loading: false,
      error:
        error instanceof ApiError && error.status === 400 ? error.message : STATS_MESSAGES.overviewFailed,
    };
  }
  return { data: query.data ?? shown, loading: query.isPending || query.isPlaceholderData, error: null };
}
