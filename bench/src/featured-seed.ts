import { type Kysely, sql } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema';
import { referrerSite } from '../../apps/server/src/modules/tracking/referrer-site';

export const FEATURED_SEED = {
  creators: Number(process.env.BENCH_FEATURED_CREATORS ?? 10_000),
  views: Number(process.env.BENCH_FEATURED_VIEWS ?? 1_000_000),
  days: 120,
};

const DAY = 86_400_000;

/**
 * A site with many creators and a million profile views over the last 120 days, generated inside the
 * database: creators spread over the categories (every ninth without one), views skewed towards the
 * first creators, each by a visitor of its own, at times up to now; then the daily roll-ups computed
 * from them, the same counting as the write path. History written after the migrations, so the day's
 * featured totals (issue 18) are left to be recomputed from it.
 */
export async function seedFeaturedSite(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  now: Date,
  timings: string[] = [],
): Promise<void> {
  let mark = Date.now();
  const step = (name: string) => {
    timings.push(`${name} ${((Date.now() - mark) / 1000).toFixed(1)} s`);
    mark = Date.now();
  };
  const { creators: n, views: v, days } = FEATURED_SEED;
  const joined = new Date(now.getTime() - 400 * DAY).toISOString();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const spanSeconds = (days * DAY) / 1000;
  const category = sql`case when i % 9 = 8 then null else (select min(id) from categories) + i % 8 end`;
  const i64 = dialect === 'postgres' ? sql`i::bigint` : sql`i`;
  // k = i·7919 mod N visits every creator in turn (7919 is prime); creator ⌊k²/N⌋ gets the view.
  const k = sql`((${i64} * 7919) % ${sql.lit(n)})`;
  const owner = sql`(select min(id) from users) + (${k} * ${k}) / ${sql.lit(n)}`;
  // Oldest first, evenly over the span: the time indexes grow at their end instead of all over.
  const secondsAgo = sql`((${sql.lit(v - 1)} - ${i64}) * ${sql.lit(spanSeconds)} / ${sql.lit(v)})`;

  if (dialect === 'postgres') {
    await sql`insert into users (username, email, password_hash, full_name, bio, profile_image, category_id,
        theme_primary_color, theme_accent_color, theme_background_style, role, created_at, updated_at)
      select 'creador-' || i, 'creador-' || i || '@enlaza.ar', 'x', 'Creador ' || i, 'Bio ' || i, null, ${category},
        '#6366f1', '#f59e0b', 'gradient', 'creator', ${joined}, ${joined}
      from generate_series(0, ${n - 1}) as i`.execute(db);
    step('creators');
    const at = sql`to_timestamp(${nowSeconds} - ${secondsAgo}) at time zone 'UTC'`;
    await sql`insert into page_views (user_id, page, visitor_hash, referrer, day, created_at)
      select ${owner}, 'profile', 'h' || i, null,
        to_char(${at} - interval '3 hours', 'YYYY-MM-DD'), to_char(${at}, 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"')
      from generate_series(0, ${v - 1}) as i`.execute(db);
  } else {
    const series = (count: number) =>
      sql`with recursive s(i) as (select 0 union all select i + 1 from s where i < ${count - 1})`;
    await sql`${series(n)} insert into users (username, email, password_hash, full_name, bio, profile_image,
        category_id, theme_primary_color, theme_accent_color, theme_background_style, role, created_at, updated_at)
      select 'creador-' || i, 'creador-' || i || '@enlaza.ar', 'x', 'Creador ' || i, 'Bio ' || i, null, ${category},
        '#6366f1', '#f59e0b', 'gradient', 'creator', ${joined}, ${joined} from s`.execute(db);
    step('creators');
    const at = sql`${nowSeconds} - ${secondsAgo}`;
    await sql`${series(v)} insert into page_views (user_id, page, visitor_hash, referrer, day, created_at)
      select ${owner}, 'profile', 'h' || i, null,
        date(${at} - 10800, 'unixepoch'), strftime('%Y-%m-%dT%H:%M:%S.000Z', ${at}, 'unixepoch') from s`.execute(
      db,
    );
  }
  step('views');
  // The roll-ups the write path keeps (daily-rollup.ts), in three statements: every view here has no
  // referrer and a visitor of its own.
  await sql`insert into stats_daily_visitors (user_id, day, visitor_hash)
    select distinct user_id, day, visitor_hash from page_views where page = 'profile'`.execute(db);
  await sql`insert into stats_daily_views (user_id, day, views, unique_views)
    select user_id, day, count(*), count(distinct visitor_hash) from page_views where page = 'profile'
    group by user_id, day`.execute(db);
  await sql`insert into stats_daily_referrers (user_id, day, site, visits)
    select user_id, day, ${referrerSite(null)}, count(*) from page_views where page = 'profile'
    group by user_id, day`.execute(db);
  const tables = await db.introspection.getTables();
  if (tables.some((t) => t.name === 'featured_totals_days'))
    await db.deleteFrom('featured_totals_days').execute();
  await sql`analyze`.execute(db);
  step('roll-ups');
}
