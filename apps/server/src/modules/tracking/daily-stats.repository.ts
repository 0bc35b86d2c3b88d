import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** Rows per multi-row INSERT of the rebuild. */
const CHUNK = 500;

export interface DailyViewsRow {
  user_id: number;
  day: string;
  views: number;
  unique_views: number;
}
export interface DailyReferrerRow {
  user_id: number;
  day: string;
  site: string;
  visits: number;
}
export interface DailyVisitorRow {
  user_id: number;
  day: string;
  visitor_hash: string;
}

/** Inserts the visitors not yet counted on their day; answers the (user_id, day) of each new one. */
export function insertNewDailyVisitors(trx: Kysely<DB>, visitors: DailyVisitorRow[]) {
  return trx
    .insertInto('stats_daily_visitors')
    .values(visitors)
    .onConflict((oc) => oc.doNothing())
    .returning(['user_id', 'day'])
    .execute();
}

/** Adds views and unique views to each (creator, day). */
export async function addDailyViews(trx: Kysely<DB>, rows: DailyViewsRow[]): Promise<void> {
  await trx
    .insertInto('stats_daily_views')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({
        views: eb('stats_daily_views.views', '+', eb.ref('excluded.views')),
        unique_views: eb('stats_daily_views.unique_views', '+', eb.ref('excluded.unique_views')),
      })),
    )
    .execute();
}

/** Adds visits to each (creator, day, referring site). */
export async function addDailyReferrers(trx: Kysely<DB>, rows: DailyReferrerRow[]): Promise<void> {
  await trx
    .insertInto('stats_daily_referrers')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'day', 'site']).doUpdateSet((eb) => ({
        visits: eb('stats_daily_referrers.visits', '+', eb.ref('excluded.visits')),
      })),
    )
    .execute();
}

/** Adds one click to a link's (creator, day) count. */
export async function addDailyClick(
  trx: Kysely<DB>,
  click: { user_id: number; day: string; link_id: number },
): Promise<void> {
  await trx
    .insertInto('stats_daily_clicks')
    .values({ ...click, clicks: 1 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day', 'link_id']).doUpdateSet((eb) => ({
        clicks: eb('stats_daily_clicks.clicks', '+', eb.ref('excluded.clicks')),
      })),
    )
    .execute();
}

export interface DailyDimensionRow {
  user_id: number;
  event_id: number;
  dimension: string;
  day: string;
  value: string;
  visits: number;
  clicks: number;
}

/** Adds visits and clicks to each (creator, page, dimension, day, value). */
export async function addDailyDimensions(trx: Kysely<DB>, rows: DailyDimensionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('stats_daily_dimensions')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'event_id', 'dimension', 'day', 'value']).doUpdateSet((eb) => ({
        visits: eb('stats_daily_dimensions.visits', '+', eb.ref('excluded.visits')),
        clicks: eb('stats_daily_dimensions.clicks', '+', eb.ref('excluded.clicks')),
      })),
    )
    .execute();
}

/**
 * A visitor opened 'Aportar' on a page: kept once per visitor and day (the hash rotates daily).
 * Answers whether this was their first opening of the day.
 */
export async function addDonateOpener(
  trx: Kysely<DB>,
  opener: { user_id: number; event_id: number; visitor_hash: string; day: string },
): Promise<boolean> {
  const added = await trx
    .insertInto('donate_openers')
    .values(opener)
    .onConflict((oc) => oc.columns(['user_id', 'event_id', 'day', 'visitor_hash']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return added !== undefined;
}

/**
 * The roll-up statements of one transaction, bound to it (dailyRollupWrites; an in-memory fake in
 * unit tests). Same meaning as the functions above.
 */
export interface DailyRollupWrites {
  insertNewDailyVisitors(visitors: DailyVisitorRow[]): Promise<{ user_id: number; day: string }[]>;
  addDailyViews(rows: DailyViewsRow[]): Promise<void>;
  addDailyReferrers(rows: DailyReferrerRow[]): Promise<void>;
  addDailyClick(click: { user_id: number; day: string; link_id: number }): Promise<void>;
  addDailyDimensions(rows: DailyDimensionRow[]): Promise<void>;
}

export function dailyRollupWrites(trx: Kysely<DB>): DailyRollupWrites {
  return {
    insertNewDailyVisitors: (visitors) => insertNewDailyVisitors(trx, visitors),
    addDailyViews: (rows) => addDailyViews(trx, rows),
    addDailyReferrers: (rows) => addDailyReferrers(trx, rows),
    addDailyClick: (click) => addDailyClick(trx, click),
    addDailyDimensions: (rows) => addDailyDimensions(trx, rows),
  };
}

/**
 * The rebuild's SQL side: empties the four roll-up tables and refills the visitors and the clicks
 * from the raw rows (clicks grouped by their Argentine day; Argentina has kept UTC−3 all year since
 * 2009). Views and referrers need referrer-site.ts, so the caller counts them from profileViewHosts.
 */
export async function refillVisitorsAndClicks<D>(trx: Kysely<D>): Promise<void> {
  const clickDay =
    trx.getExecutor().adapter instanceof PostgresAdapter
      ? sql`to_char(created_at::timestamptz at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM-DD')`
      : sql`substr(datetime(created_at, '-3 hours'), 1, 10)`;
  for (const table of [
    'stats_daily_views',
    'stats_daily_visitors',
    'stats_daily_referrers',
    'stats_daily_clicks',
  ]) {
    await sql`delete from ${sql.table(table)}`.execute(trx);
  }
  await sql`
    insert into stats_daily_visitors (user_id, day, visitor_hash)
    select distinct user_id, day, visitor_hash from page_views where page = 'profile'`.execute(trx);
  await sql`
    insert into stats_daily_clicks (user_id, day, link_id, clicks)
    select user_id, ${clickDay}, link_id, count(*)
    from link_clicks where kind = 'link' and link_id is not null
    group by user_id, ${clickDay}, link_id`.execute(trx);
  // The social icons row counts under link id 0 (daily-rollup.ts SOCIAL_ROW_LINK_ID).
  await sql`
    insert into stats_daily_clicks (user_id, day, link_id, clicks)
    select user_id, ${clickDay}, 0, count(*)
    from link_clicks where kind = 'social'
    group by user_id, ${clickDay}`.execute(trx);
}

/** Profile views per (creator, day, referrer host). */
export async function profileViewHosts<D>(trx: Kysely<D>) {
  const result = await sql<{ user_id: number; day: string; referrer: string | null; n: number }>`
    select user_id, day, referrer, count(*) as n
    from page_views where page = 'profile' group by user_id, day, referrer`.execute(trx);
  return result.rows;
}

/** Unique visitors per (creator, day), from stats_daily_visitors. */
export async function uniqueVisitorsPerDay<D>(trx: Kysely<D>) {
  const result = await sql<{ user_id: number; day: string; n: number }>`
    select user_id, day, count(*) as n from stats_daily_visitors group by user_id, day`.execute(trx);
  return result.rows;
}

/** Inserts fresh stats_daily_views rows (the tables were emptied), CHUNK rows per statement. */
export async function insertDailyViewRows<D>(trx: Kysely<D>, rows: DailyViewsRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows
      .slice(i, i + CHUNK)
      .map((r) => sql`(${r.user_id}, ${r.day}, ${r.views}, ${r.unique_views})`);
    await sql`insert into stats_daily_views (user_id, day, views, unique_views) values ${sql.join(values)}`.execute(
      trx,
    );
  }
}

/** Inserts fresh stats_daily_referrers rows (the tables were emptied), CHUNK rows per statement. */
export async function insertDailyReferrerRows<D>(trx: Kysely<D>, rows: DailyReferrerRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((r) => sql`(${r.user_id}, ${r.day}, ${r.site}, ${r.visits})`);
    await sql`insert into stats_daily_referrers (user_id, day, site, visits) values ${sql.join(values)}`.execute(
      trx,
    );
  }
}
