import { argentinaToday } from '@enlaza/shared/events';
import type { Insertable } from 'kysely';
import type { LinkClicksTable, PageViewsTable } from '../../db/schema';
import type { DailyRollupWrites } from './daily-stats.repository';
import { referrerSite } from './referrer-site';

/**
 * The daily statistics roll-ups, kept current in the same transaction that inserts the raw view or
 * click rows (call these right after the insert). Every change is an increment, so copies writing at
 * the same time add up; a visitor is unique once per day through the primary key of
 * stats_daily_visitors. The statistics count profile views (as the dashboard's 'Visitas al perfil').
 */
export async function rollUpViews(
  tx: Pick<DailyRollupWrites, 'insertNewDailyVisitors' | 'addDailyViews' | 'addDailyReferrers'>,
  views: readonly Insertable<PageViewsTable>[],
): Promise<void> {
  const profile = views.filter((v) => v.page === 'profile');
  if (profile.length === 0) return;

  const perDay = new Map<string, { user_id: number; day: string; views: number; unique_views: number }>();
  const perSite = new Map<string, { user_id: number; day: string; site: string; visits: number }>();
  const visitors = new Map<string, { user_id: number; day: string; visitor_hash: string }>();
  for (const v of profile) {
    const dayKey = `${v.user_id}|${v.day}`;
    const day = perDay.get(dayKey) ?? { user_id: v.user_id, day: v.day, views: 0, unique_views: 0 };
    day.views += 1;
    perDay.set(dayKey, day);
    const site = referrerSite(v.referrer ?? null);
    const siteKey = `${dayKey}|${site}`;
    const visits = perSite.get(siteKey) ?? { user_id: v.user_id, day: v.day, site, visits: 0 };
    visits.visits += 1;
    perSite.set(siteKey, visits);
    visitors.set(`${dayKey}|${v.visitor_hash}`, {
      user_id: v.user_id,
      day: v.day,
      visitor_hash: v.visitor_hash,
    });
  }

  const fresh = await tx.insertNewDailyVisitors([...visitors.values()]);
  for (const row of fresh) {
    const day = perDay.get(`${row.user_id}|${row.day}`);
    if (day) day.unique_views += 1;
  }

  await tx.addDailyViews([...perDay.values()]);
  await tx.addDailyReferrers([...perSite.values()]);
}

/**
 * In stats_daily_clicks, the social icons row (issue 24) counts under this link id: its clicks add
 * to the day's total, and no link of the per-link list has it.
 */
export const SOCIAL_ROW_LINK_ID = 0;

/**
 * A counted click on a creator's link or social icon, on the Argentine day it happened. Music clicks
 * are not link clicks.
 */
export async function rollUpClick(
  tx: Pick<DailyRollupWrites, 'addDailyClick'>,
  click: Insertable<LinkClicksTable>,
): Promise<void> {
  const linkId = click.kind === 'social' ? SOCIAL_ROW_LINK_ID : click.kind === 'link' ? click.link_id : null;
  if (linkId == null) return;
  await tx.addDailyClick({
    user_id: click.user_id,
    day: argentinaToday(new Date(click.created_at)),
    link_id: linkId,
  });
}
