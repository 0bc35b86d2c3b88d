import { goalProgress } from '@enlaza/shared/format';
import type { Goal } from '@enlaza/shared/goals';
import { type DashboardStats, STATS_MESSAGES } from '@enlaza/shared/stats';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getActiveGoal } from '../api/get-active-goal';
import { getDashboardStats } from '../api/get-dashboard-stats';
import { getLinks } from '../api/get-links';
import { fallbackStats } from '../utils/home-data';

export interface HomeGoal {
  /** null when only the figures are known (the goals call failed). */
  title: string | null;
  current: number;
  target: number;
  percent: number;
  barWidth: number;
}

export type HomeState =
  | { status: 'loading' }
  | { status: 'ready'; stats: DashboardStats; goal: HomeGoal | null; error: string | null };

function homeGoal(stats: DashboardStats, goal: Goal | null): HomeGoal | null {
  const figures =
    stats.goal ??
    (goal ? { current: goal.current_amount, target: goal.target_amount, percent: goal.progress } : null);
  if (!figures) return null;
  return {
    title: goal?.title ?? stats.goal?.title ?? null,
    current: figures.current,
    target: figures.target,
    percent: figures.percent,
    barWidth: goalProgress(figures.current, figures.target).barWidth,
  };
}

/**
 * The dashboard home's data: the statistics, and the goal for its title. When the statistics fail the
 * totals come from the links and the goal (spec 02 §7); the error shows unless it was a 404 (§8).
 */
export function useDashboardHome(): HomeState {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const goalRequest = getActiveGoal(signal).catch(() => null);

    async function load(): Promise<HomeState> {
      try {
        const stats = await getDashboardStats(signal);
        return { status: 'ready', stats, goal: homeGoal(stats, await goalRequest), error: null };
      } catch (error) {
        const silent = error instanceof ApiError && error.status === 404;
        const [links, goal] = await Promise.all([getLinks(signal).catch(() => []), goalRequest]);
        const stats = fallbackStats(links, goal);
        return {
          status: 'ready',
          stats,
          goal: homeGoal(stats, goal),
          error: silent ? null : STATS_MESSAGES.dashboardFailed,
        };
      }
    }

    void load().then((next) => {
      if (!signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, []);
  return state;
}
