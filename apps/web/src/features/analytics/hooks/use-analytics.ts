import { STATS_MESSAGES } from '@enlaza/shared/stats';
import type { StatsDetailed, StatsOverview } from '@enlaza/shared/stats-contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getStatsDetailed } from '../api/get-stats-detailed';
import { getStatsOverview } from '../api/get-stats-overview';
import type { AnalyticsRange } from '../utils/analytics-range';

export interface AnalyticsData {
  overview: StatsOverview;
  detailed: StatsDetailed;
}

export interface AnalyticsState {
  /** The figures last loaded (kept on screen while another range loads). */
  data: AnalyticsData | null;
  loading: boolean;
  error: string | null;
}

/**
 * The overview and the detailed figures of one range (and event, when one is chosen), loaded again
 * whenever either changes.
 */
export function useAnalytics(range: AnalyticsRange, eventId: number | null = null): AnalyticsState {
  const [state, setState] = useState<AnalyticsState>({ data: null, loading: true, error: null });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState((s) => ({ ...s, loading: true, error: null }));
    Promise.all([getStatsOverview(range, eventId, signal), getStatsDetailed(range, eventId, signal)]).then(
      ([overview, detailed]) => {
        if (!signal.aborted) setState({ data: { overview, detailed }, loading: false, error: null });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        const message =
          error instanceof ApiError && error.status === 400 ? error.message : STATS_MESSAGES.overviewFailed;
        setState((s) => ({ ...s, loading: false, error: message }));
      },
    );
    return () => controller.abort();
  }, [range, eventId]);
  return state;
}
