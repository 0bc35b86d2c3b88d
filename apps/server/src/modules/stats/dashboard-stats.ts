import { goalProgress } from '@enlaza/shared/format';
import {
  type ActivityAction,
  type DashboardStats,
  describeActivity,
  type RecentActivity,
  STATS_RECENT_ACTIVITIES,
  STATS_TOP_LINKS,
} from '@enlaza/shared/stats';
import type { AppDeps } from '../../app-deps';
import { raisedAmount } from '../goals/raised-amount';
import { compareWithPrevious, periodRanges } from './stats-period';

function action(row: { created_at: string; updated_at: string }): ActivityAction {
  return row.updated_at > row.created_at ? 'updated' : 'created';
}

/**
 * The dashboard home figures. Only what is recorded is reported: clicks are lifetime totals
 * (no per-click history exists yet, so no month-over-month change), and donations and profile
 * views are zero until those features record them.
 */
export async function dashboardStats(deps: AppDeps, userId: number, days: number): Promise<DashboardStats> {
  const db = deps.database.db;
  const period = periodRanges(deps.clock.now(), days);

  const clicks = await db
    .selectFrom('links')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('click_count'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

  const topLinks = await db
    .selectFrom('links')
    .select(['id', 'title', 'url', 'icon', 'click_count'])
    .where('user_id', '=', userId)
    .orderBy('click_count', 'desc')
    .orderBy('order_position')
    .orderBy('id')
    .limit(STATS_TOP_LINKS)
    .execute();

  const activeGoal = await db
    .selectFrom('goals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  let goal: DashboardStats['goal'] = null;
  if (activeGoal) {
    const current = (await raisedAmount(db, activeGoal.id)) / 100;
    const target = activeGoal.target_amount_cents / 100;
    goal = { current, target, percent: goalProgress(current, target).percent };
  }

  return {
    clicksTotales: { value: Number(clicks.total), ...compareWithPrevious(Number(clicks.total), null) },
    donaciones: { count: 0, amount: 0, ...compareWithPrevious(0, null) },
    visitasPerfil: { value: 0, ...compareWithPrevious(0, null) },
    goal,
    topLinks: topLinks.map((l) => ({ ...l, clicks: l.click_count })),
    latestDonations: [],
    recentActivities: await recentActivities(deps, userId),
    period,
  };
}

/** The latest changes to links, goals and events, newest first, read from their timestamps. */
async function recentActivities(deps: AppDeps, userId: number): Promise<RecentActivity[]> {
  const db = deps.database.db;
  const n = STATS_RECENT_ACTIVITIES;
  const [links, goals, events] = await Promise.all([
    db
      .selectFrom('links')
      .select(['title', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .limit(n)
      .execute(),
    db
      .selectFrom('goals')
      .select(['title', 'is_active', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .limit(n)
      .execute(),
    db
      .selectFrom('events')
      .select(['title', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .limit(n)
      .execute(),
  ]);
  const all: RecentActivity[] = [
    ...links.map((l) => ({ type: 'link' as const, action: action(l), title: l.title, date: l.updated_at })),
    ...goals.map((g) => ({
      type: 'goal' as const,
      action: g.is_active === 1 ? action(g) : ('deleted' as const),
      title: g.title,
      date: g.updated_at,
    })),
    ...events.map((e) => ({ type: 'event' as const, action: action(e), title: e.title, date: e.updated_at })),
  ].map(({ title, ...a }) => ({ ...a, description: describeActivity(a.type, a.action, title) }));
  return all.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, n);
}
