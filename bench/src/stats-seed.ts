import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema';
import { rebuildDailyStats } from '../../apps/server/src/modules/tracking/daily-stats-rebuild';

export const SEED = {
  views: Number(process.env.BENCH_STATS_VIEWS ?? 1_000_000),
  clicks: Number(process.env.BENCH_STATS_CLICKS ?? 200_000),
  donations: 3_650,
  days: 365,
  links: 20,
  visitorsPerDay: 1_500,
};

const DAY = 86_400_000;

/**
 * Shares (in percent of each day's views) of the values the breakdowns read, as the write path would
 * have rolled them up (issue 24): countries, provinces, devices, browsers, systems and campaigns.
 */
const DIMENSION_SHARES: ReadonlyArray<readonly [string, string, number]> = [
  ['country', 'AR', 88],
  ['country', 'UY', 4],
  ['country', 'CL', 3],
  ['country', 'ES', 3],
  ['country', 'US', 2],
  ...(
    [
      ['Buenos Aires', 30],
      ['Ciudad Autónoma de Buenos Aires', 22],
      ['Córdoba', 10],
      ['Santa Fe', 8],
      ['Mendoza', 5],
      ['Tucumán', 4],
      ['Entre Ríos', 3],
      ['Salta', 2],
      ['Neuquén', 2],
      ['Misiones', 2],
    ] as const
  ).map(([province, share]) => ['province', province, share] as const),
  ['device', 'mobile', 78],
  ['device', 'desktop', 18],
  ['device', 'tablet', 4],
  ['browser', 'Chrome', 55],
  ['browser', 'Mobile Safari', 25],
  ['browser', 'Instagram', 10],
  ['browser', 'Samsung Browser', 6],
  ['browser', 'Firefox', 4],
  ['os', 'Android', 60],
  ['os', 'iOS', 30],
  ['os', 'Windows', 8],
  ['os', 'Mac OS', 2],
  ['campaign', 'instagram / bio / gira', 20],
  ['campaign', 'tiktok / video / lanzamiento', 10],
  ['campaign', 'newsletter / email / preventa', 3],
];

/**
 * The breakdown roll-ups (stats_daily_dimensions) and the 'Aportar' openings of every day the views
 * roll-up has, in two statements: the daily counts the write path would have added up.
 */
async function seedVisitDimensions(db: Kysely<DB>, userId: number): Promise<void> {
  const shares = sql.join(
    DIMENSION_SHARES.map(
      ([dimension, value, share]) =>
        sql`select ${sql.lit(dimension)} as dimension, ${sql.lit(value)} as value, ${sql.lit(share)} as share`,
    ),
    sql` union all `,
  );
  await sql`with d as (${shares})
    insert into stats_daily_dimensions (user_id, event_id, dimension, day, value, visits, clicks)
    select v.user_id, 0, d.dimension, v.day, d.value, v.views * d.share / 100, v.views * d.share / 500
    from stats_daily_views v cross join d where v.user_id = ${userId}`.execute(db);
  // One visitor in twenty of each day opens 'Aportar' (the funnel's openers, migration 0030).
  await sql`insert into donate_openers (user_id, event_id, day, visitor_hash)
    select user_id, 0, day, visitor_hash from stats_daily_visitors
    where user_id = ${userId} and cast(substr(visitor_hash, 2) as integer) % 20 = 0`.execute(db);
}

/**
 * One creator with a year of traffic: 1,000,000 recorded profile views (about 2,700 a day from 1,500
 * visitors, from six referring hosts), 200,000 link clicks over 20 links and 3,650 approved donations,
 * generated inside the database in a few statements, then the daily roll-ups computed from them (the
 * same counting the write path keeps current). Returns the bearer token of a session for that creator.
 */
export async function seedCreator(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  now: Date,
  timings: string[] = [],
  views: number = SEED.views,
): Promise<string> {
  const iso = now.toISOString();
  let mark = Date.now();
  const step = (name: string) => {
    timings.push(`${name} ${((Date.now() - mark) / 1000).toFixed(1)} s`);
    mark = Date.now();
  };
  const joined = new Date(now.getTime() - SEED.days * DAY).toISOString();
  const user = await db
    .insertInto('users')
    .values({
      username: 'bench',
      email: 'bench@enlaza.ar',
      password_hash: 'x',
      full_name: 'Creadora de prueba',
      bio: '',
      profile_image: null,
      category_id: null,
      theme_primary_color: '#6366f1',
      theme_accent_color: '#f59e0b',
      theme_background_style: 'gradient',
      role: 'creator',
      created_at: joined,
      updated_at: joined,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = `bench-${now.getTime()}`;
  await db
    .insertInto('sessions')
    .values({
      id: createHash('sha256').update(token).digest('hex'),
      user_id: user.id,
      created_at: iso,
      expires_at: new Date(now.getTime() + DAY).toISOString(),
    })
    .execute();
  const links = await db
    .insertInto('links')
    .values(
      Array.from({ length: SEED.links }, (_, i) => ({
        user_id: user.id,
        title: `Enlace ${i + 1}`,
        url: `https://example.com/${i + 1}`,
        icon: 'pi pi-link',
        is_active: 1,
        order_position: i + 1,
        click_count: SEED.clicks / SEED.links,
        created_at: joined,
        updated_at: joined,
      })),
    )
    .returning('id')
    .execute();
  const firstLink = Math.min(...links.map((l) => l.id));
  // Today in Argentina, as the base the days count back from (hours 03–22 UTC stay on that day).
  const today = new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
  const referrer = (i: ReturnType<typeof sql>) => sql`case ${i} % 6
    when 0 then 'l.instagram.com' when 1 then 'www.instagram.com' when 2 then null
    when 3 then 't.co' when 4 then 'www.tiktok.com' else 'www.google.com' end`;

  // Rows are generated oldest first, spread evenly over the days and, within a day, over 03:00–23:00
  // UTC: the time indexes then grow at their end instead of being updated all over.
  const perDay = (n: number) => Math.ceil(n / SEED.days);
  const secondOfDay = (n: number) => sql`(i % ${sql.lit(perDay(n))}) * 72000 / ${sql.lit(perDay(n))}`;

  if (dialect === 'postgres') {
    const day = (n: number) =>
      sql`to_char(${today}::date - (${sql.lit(SEED.days - 1)} - i / ${sql.lit(perDay(n))})::int, 'YYYY-MM-DD')`;
    const at = (n: number) =>
      sql`${day(n)} || 'T' || to_char(time '03:00' + make_interval(secs => ${secondOfDay(n)}), 'HH24:MI:SS') || '.000Z'`;
    const v = views;
    await sql`insert into page_views (user_id, page, visitor_hash, referrer, day, created_at)
      select ${user.id}, 'profile', 'v' || (i % ${sql.lit(perDay(v))} % ${sql.lit(SEED.visitorsPerDay)}), ${referrer(sql`i`)}, ${day(v)}, ${at(v)}
      from generate_series(0, ${v - 1}) as i`.execute(db);
    const c = SEED.clicks;
    await sql`insert into link_clicks (user_id, link_id, kind, url, visitor_hash, created_at)
      select ${user.id}, ${firstLink} + i % ${SEED.links}, 'link', 'https://example.com', 'v' || (i % 997), ${at(c)}
      from generate_series(0, ${c - 1}) as i`.execute(db);
    const d = SEED.donations;
    await sql`insert into donations (id, external_reference, user_id, goal_id, amount_cents, platform_commission_cents,
        creator_amount_cents, currency, mp_status, donor_name, created_at, updated_at, processed_at)
      select md5(i::text), md5(i::text), ${user.id}, null, 150000, 3000, 147000, 'ARS', 'approved', 'Fan', ${at(d)}, ${at(d)}, ${at(d)}
      from generate_series(0, ${d - 1}) as i`.execute(db);
  } else {
    const series = (n: number) =>
      sql`with recursive s(i) as (select 0 union all select i + 1 from s where i < ${n - 1})`;
    const day = (n: number) =>
      sql`date(${today}, '-' || (${sql.lit(SEED.days - 1)} - i / ${sql.lit(perDay(n))}) || ' days')`;
    const at = (n: number) =>
      sql`${day(n)} || 'T' || time(10800 + ${secondOfDay(n)}, 'unixepoch') || '.000Z'`;
    const v = views;
    await sql`${series(v)} insert into page_views (user_id, page, visitor_hash, referrer, day, created_at)
      select ${user.id}, 'profile', 'v' || (i % ${sql.lit(perDay(v))} % ${sql.lit(SEED.visitorsPerDay)}), ${referrer(sql`i`)}, ${day(v)}, ${at(v)} from s`.execute(
      db,
    );
    const c = SEED.clicks;
    await sql`${series(c)} insert into link_clicks (user_id, link_id, kind, url, visitor_hash, created_at)
      select ${user.id}, ${firstLink} + i % ${SEED.links}, 'link', 'https://example.com', 'v' || (i % 997), ${at(c)} from s`.execute(
      db,
    );
    const d = SEED.donations;
    await sql`${series(d)} insert into donations (id, external_reference, user_id, goal_id, amount_cents,
        platform_commission_cents, creator_amount_cents, currency, mp_status, donor_name, created_at, updated_at, processed_at)
      select 'd' || i, 'd' || i, ${user.id}, null, 150000, 3000, 147000, 'ARS', 'approved', 'Fan', ${at(d)}, ${at(d)}, ${at(d)} from s`.execute(
      db,
    );
  }
  step('raw rows');
  await rebuildDailyStats(db);
  await seedVisitDimensions(db, user.id);
  // What autovacuum (PostgreSQL) or a periodic ANALYZE would have done by the time a creator looks.
  await sql`analyze`.execute(db);
  step('roll-ups');
  return token;
}
