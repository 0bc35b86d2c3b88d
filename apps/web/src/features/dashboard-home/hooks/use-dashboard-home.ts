import { goalProgress } from '@enlaza/shared/format';
import type { Goal } from '@enlaza/shared/goals';
import { type DashboardStats, STATS_MESSAGES } from '@enlaza/shared/stats';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { activeGoalQueryOptions } from '../../../lib/queries/active-goal-query';
import { linksQueryOptions } from '../../../lib/queries/links-query';
import { dashboardStatsQueryOptions } from '../api/get-dashboard-stats';
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
 * The goal and the links are the app's shared entries: a goal that cannot be read counts as none (the
 * home still shows the figures), links that cannot be read as no links.
 */
export function useDashboardHome(): HomeState {
  const stats = useQuery(dashboardStatsQueryOptions());
  const goal = useQuery(activeGoalQueryOptions());
  // Read only when the statistics fail.
  const links = useQuery({ ...linksQueryOptions(), enabled: stats.isError });
  if (goal.isPending) return { status: 'loading' };
  const active = goal.data ?? null;
  if (stats.isSuccess) {
    return { status: 'ready', stats: stats.data, goal: homeGoal(stats.data, active), error: null };
  }
  if (!stats.isError || links.isPending) return { status: 'loading' };
  const silent = stats.error instanceof ApiError && stats.error.status === 404;
  const totals = fallbackStats(links.data ?? [], active);
  return {
    status: 'ready',
    stats: totals,
    goal: homeGoal(totals, active),
    error: silent ? null : STATS_MESSAGES.dashboardFailed,
  };
}
