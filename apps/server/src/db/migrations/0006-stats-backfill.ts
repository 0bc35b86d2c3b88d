import { type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * Migration 0006's backfill, frozen as it shipped: the daily roll-ups computed from the raw page_views
 * and link_clicks rows recorded before it. A shipped migration must not change when the feature code
 * does, so this is a copy of modules/tracking/daily-stats-rebuild.ts (and of referrer-site.ts) at that
 * version, not an import of it. 0006-stats-backfill.test.ts proves it still matches the live rebuild.
 */

const CHUNK = 500;

const SITE_ALIASES: Record<string, string> = {
  't.co': 'x.com',
  'twitter.com': 'x.com',
  'youtu.be': 'youtube.com',
  'fb.com': 'facebook.com',
  'fb.me': 'facebook.com',
  'lnkd.in': 'linkedin.com',
  'wa.me': 'whatsapp.com',
  'ig.me': 'instagram.com',
};

const GENERIC_SECOND_LEVEL = new Set([
  'com',
  'net',
  'org',
  'gob',
  'gov',
  'edu',
  'co',
  'ac',
  'mil',
  'int',
  'tur',
]);

/** The site a referring host belongs to ('' for none), as referrer-site.ts counted it in 0006. */
function siteOf(host: string | null): string {
  const name = host?.trim().toLowerCase().replace(/\.$/, '') ?? '';
  if (!name) return '';
  if (/^[\d.]+$/.test(name) || name.includes(':')) return name;
  const labels = name.split('.');
  const last = labels.at(-1) ?? '';
  const second = labels.at(-2) ?? '';
  const keep = last.length === 2 && GENERIC_SECOND_LEVEL.has(second) ? 3 : 2;
  const site = labels.slice(-keep).join('.');
  return SITE_ALIASES[site] ?? site;
}

/** Empties and refills stats_daily_views, _visitors, _referrers and _clicks from the raw rows. */
export async function backfillDailyStats(db: Kysely<unknown>): Promise<void> {
  // Argentina has kept UTC−3 all year since 2009.
  const clickDay =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`to_char(created_at::timestamptz at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM-DD')`
      : sql`substr(datetime(created_at, '-3 hours'), 1, 10)`;

  // The migrator already runs inside a transaction on PostgreSQL.
  const inTransaction = <T>(work: (trx: Kysely<unknown>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  await inTransaction(async (trx) => {
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

    // Views per day and referrer hosts in one pass; hosts become sites here, so several hosts of a
    // day may merge into one row. Unique visitors per day are the stats_daily_visitors rows above.
    const hosts = await sql<{ user_id: number; day: string; referrer: string | null; n: number }>`
      select user_id, day, referrer, count(*) as n
      from page_views where page = 'profile' group by user_id, day, referrer`.execute(trx);
    const uniques = await sql<{ user_id: number; day: string; n: number }>`
      select user_id, day, count(*) as n from stats_daily_visitors group by user_id, day`.execute(trx);
    const days = new Map<string, { user_id: number; day: string; views: number; unique_views: number }>();
    const sites = new Map<string, { user_id: number; day: string; site: string; visits: number }>();
    for (const row of hosts.rows) {
      const dayKey = `${row.user_id}|${row.day}`;
      const day = days.get(dayKey) ?? {
        user_id: Number(row.user_id),
        day: row.day,
        views: 0,
        unique_views: 0,
      };
      day.views += Number(row.n);
      days.set(dayKey, day);
      const site = siteOf(row.referrer);
      const key = `${dayKey}|${site}`;
      const entry = sites.get(key) ?? { user_id: Number(row.user_id), day: row.day, site, visits: 0 };
      entry.visits += Number(row.n);
      sites.set(key, entry);
    }
    for (const row of uniques.rows) {
      const day = days.get(`${row.user_id}|${row.day}`);
      if (day) day.unique_views = Number(row.n);
    }
    const dayRows = [...days.values()];
    for (let i = 0; i < dayRows.length; i += CHUNK) {
      const values = dayRows
        .slice(i, i + CHUNK)
        .map((r) => sql`(${r.user_id}, ${r.day}, ${r.views}, ${r.unique_views})`);
      await sql`insert into stats_daily_views (user_id, day, views, unique_views) values ${sql.join(values)}`.execute(
        trx,
      );
    }
    const siteRows = [...sites.values()];
    for (let i = 0; i < siteRows.length; i += CHUNK) {
      const values = siteRows
        .slice(i, i + CHUNK)
        .map((r) => sql`(${r.user_id}, ${r.day}, ${r.site}, ${r.visits})`);
      await sql`insert into stats_daily_referrers (user_id, day, site, visits) values ${sql.join(values)}`.execute(
        trx,
      );
    }
  });
}
