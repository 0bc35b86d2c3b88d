import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import { goalProgress } from '@enlaza/shared/format';
import {
  type ActivityAction,
  type DashboardStats,
  describeActivity,
  type LatestDonation,
  type RecentActivity,
  STATS_LATEST_DONATIONS,
  STATS_RECENT_ACTIVITIES,
  STATS_TOP_LINKS,
} from '@enlaza/shared/stats';
import type { AppDeps } from '../../app-deps';
import { raisedAmount } from '../goals/raised-amount';
import { compareWithPrevious, periodRanges } from './stats-period';

function action(row: { created_at: string; updated_at: string }): ActivityAction {
  return row.updated_at > row.created_at ? 'updated' : 'created';
}

type Range = { start: string; end: string };

/** Views of the creator's public profile in (start, end]. */
async function profileViews(deps: AppDeps, userId: number, range: Range): Promise<number> {
  const row = await deps.database.db
    .selectFrom('page_views')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('page', '=', 'profile')
    .where('created_at', '>', range.start)
    .where('created_at', '<=', range.end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counted clicks on the creator's links in (start, end]. */
async function linkClicks(deps: AppDeps, userId: number, range: Range): Promise<number> {
  const row = await deps.database.db
    .selectFrom('link_clicks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'link')
    .where('created_at', '>', range.start)
    .where('created_at', '<=', range.end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Approved donations received in (start, end], by when they were approved (a payment left pending
 * for days counts when it went through), in centavos.
 */
async function approvedDonations(
  deps: AppDeps,
  userId: number,
  range: Range,
): Promise<{ count: number; cents: number }> {
  const row = await deps.database.db
    .selectFrom('donations')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'),
    ])
    .where('user_id', '=', userId)
    .where('mp_status', '=', 'approved')
    .where((eb) => eb(eb.fn.coalesce('processed_at', 'created_at'), '>', range.start))
    .where((eb) => eb(eb.fn.coalesce('processed_at', 'created_at'), '<=', range.end))
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), cents: Number(row.total) };
}

/** The latest approved donations, newest first; only what the creator's home shows. */
async function latestDonations(deps: AppDeps, userId: number): Promise<LatestDonation[]> {
  const rows = await deps.database.db
    .selectFrom('donations')
    .select(['id', 'donor_name', 'amount_cents', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .where('mp_status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(STATS_LATEST_DONATIONS)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    donor_name: row.donor_name?.trim() || DONATION_MESSAGES.anonymous,
    amount: Number(row.amount_cents) / 100,
    message: row.message,
    created_at: row.created_at,
  }));
}

/**
 * The dashboard home figures. Clicks: the links' lifetime total, with the change of clicks in this
 * period against the previous one (from the dated click rows). Profile views: views of the public
 * profile in this period against the previous one. Donations: approved ones of this period (count
 * and amount), the change measured on the amount; the latest three approved donations.
 */
export async function dashboardStats(deps: AppDeps, userId: number, days: number): Promise<DashboardStats> {
  const db = deps.database.db;
  const period = periodRanges(deps.clock.now(), days);
  const [viewsNow, viewsBefore, clicksNow, clicksBefore, donationsNow, donationsBefore, latest] =
    await Promise.all([
      profileViews(deps, userId, period.current),
      profileViews(deps, userId, period.previous),
      linkClicks(deps, userId, period.current),
      linkClicks(deps, userId, period.previous),
      approvedDonations(deps, userId, period.current),
      approvedDonations(deps, userId, period.previous),
      latestDonations(deps, userId),
    ]);

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
    goal = { title: activeGoal.title, current, target, percent: goalProgress(current, target).percent };
  }

  return {
    clicksTotales: { value: Number(clicks.total), ...compareWithPrevious(clicksNow, clicksBefore) },
    donaciones: {
      count: donationsNow.count,
      amount: donationsNow.cents / 100,
      ...compareWithPrevious(donationsNow.cents, donationsBefore.cents),
    },
    visitasPerfil: { value: viewsNow, ...compareWithPrevious(viewsNow, viewsBefore) },
    goal,
    topLinks: topLinks.map((l) => ({ ...l, clicks: l.click_count })),
    latestDonations: latest,
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
