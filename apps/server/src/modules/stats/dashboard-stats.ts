import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import { goalProgress } from '@enlaza/shared/format';
import { Money } from '@enlaza/shared/money';
import {
  activityParts,
  type DashboardStats,
  type LatestDonation,
  type RecentActivity,
  STATS_LATEST_DONATIONS,
  STATS_RECENT_ACTIVITIES,
  STATS_TOP_LINKS,
  shiftDay,
} from '@enlaza/shared/stats';
import { DashboardRepository } from './dashboard.repository';
import { StatsRepository } from './stats.repository';
import type { StatsDeps } from './stats-deps';
import { compareWithPrevious } from './stats-period';
import { type DayRange, dayStartIso, lastDays } from './stats-range';

/** A range of whole days as the instants it spans: [start, end). */
type Range = { start: string; end: string };

function instants(r: DayRange): Range {
  return { start: dayStartIso(r.startDate), end: dayStartIso(shiftDay(r.endDate, 1)) };
}

/**
 * Approved donations received in [start, end), by when they were approved (a payment left pending
 * for days counts when it went through), in centavos.
 */
async function approvedDonations(
  deps: StatsDeps,
  userId: number,
  range: Range,
): Promise<{ count: number; amount: Money }> {
  const row = await new DashboardRepository(deps.database.db).approvedDonations(userId, range);
  return { count: Number(row.n), amount: Money.fromCents(row.total) };
}

/** The latest approved donations, newest first; only what the creator's home shows. */
async function latestDonations(deps: StatsDeps, userId: number): Promise<LatestDonation[]> {
  const rows = await new DashboardRepository(deps.database.db).latestDonations(
    userId,
    STATS_LATEST_DONATIONS,
  );
  return rows.map((row) => ({
    id: row.id,
    donor_name: row.donor_name?.trim() || DONATION_MESSAGES.anonymous,
    amount: Money.fromCents(row.amount_cents).pesos,
    message: row.message,
    created_at: row.created_at,
  }));
}

/**
 * The dashboard home figures, counted like the statistics screen: whole Argentine calendar days (the
 * last `days` days including today, against the `days` before them), from the daily roll-ups.
 * Clicks: the links' lifetime total, with the change of clicks in this period against the previous
 * one. Profile views (and their unique visitors): this period against the previous one. Donations: approved ones of this period
 * (count and amount), the change measured on the amount; the latest three approved donations.
 */
export async function dashboardStats(deps: StatsDeps, userId: number, days: number): Promise<DashboardStats> {
  const db = deps.database.db;
  const repo = new StatsRepository(db, deps.database.dialect);
  const dayRanges = lastDays(deps.clock.now(), days);
  const period = { current: instants(dayRanges.current), previous: instants(dayRanges.previous) };
  const [viewsNow, viewsBefore, clicksNow, clicksBefore, donationsNow, donationsBefore, latest] =
    await Promise.all([
      repo.viewTotals({ userId }, dayRanges.current),
      repo.viewTotals({ userId }, dayRanges.previous).then((v) => v.views),
      repo.clickTotal({ userId }, dayRanges.current),
      repo.clickTotal({ userId }, dayRanges.previous),
      approvedDonations(deps, userId, period.current),
      approvedDonations(deps, userId, period.previous),
      latestDonations(deps, userId),
    ]);

  const dashboard = new DashboardRepository(db);
  const clicks = await dashboard.clickTotal(userId);
  const transfers = await dashboard.confirmedTransfers(userId, period.current);

  const topLinks = await dashboard.topLinks(userId, deps.clock.now(), STATS_TOP_LINKS);

  const activeGoal = await dashboard.activeGoal(userId);
  let goal: DashboardStats['goal'] = null;
  if (activeGoal) {
    const current = (await deps.raised.raisedFor(activeGoal.id)).pesos;
    const target = Money.fromCents(activeGoal.target_amount_cents).pesos;
    goal = { title: activeGoal.title, current, target, percent: goalProgress(current, target).percent };
  }

  return {
    clicksTotales: { value: Number(clicks.total), ...compareWithPrevious(clicksNow, clicksBefore) },
    donaciones: {
      count: donationsNow.count,
      amount: donationsNow.amount.pesos,
      ...compareWithPrevious(donationsNow.amount.cents, donationsBefore.amount.cents),
    },
    transferencias: { count: Number(transfers.n), amount: Money.fromCents(transfers.total).pesos },
    visitasPerfil: {
      value: viewsNow.views,
      visitantesUnicos: viewsNow.unique,
      ...compareWithPrevious(viewsNow.views, viewsBefore),
    },
    goal,
    topLinks,
    latestDonations: latest,
    recentActivities: await recentActivities(deps, userId),
    period,
  };
}

/** The latest entries of the activity log, newest first. */
async function recentActivities(deps: StatsDeps, userId: number): Promise<RecentActivity[]> {
  const entries = await deps.activity.latest(userId, STATS_RECENT_ACTIVITIES);
  return entries.map((e) => ({ ...activityParts(e.kind), description: e.description, date: e.date }));
}
