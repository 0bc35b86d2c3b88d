import type { Kysely } from 'kysely';
import { isPostgres } from '../database';
import { backfillDailyStats } from './0006-stats-backfill';

/**
 * Statistics at scale and the activity log (issue 10).
 * - Daily roll-ups of profile views, unique visitors, referrer sites and link clicks per creator and
 *   Argentine calendar day, kept current by the tracking write path; the statistics read only these.
 * - `stats_daily_visitors` holds each (creator, day, visitor hash) once, so a unique visitor is
 *   counted exactly once even when several copies record views at the same time.
 * - `activity_log`: append-only record of what happened to a creator. `dedupe_key` makes an entry
 *   that may be written twice (a donation approved by a repeated notification) appear once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const userFk = 'users.id';

  await db.schema
    .createTable('stats_daily_views')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('unique_views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_views_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('stats_daily_visitors')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_visitors_pk', ['user_id', 'day', 'visitor_hash'])
    .execute();

  await db.schema
    .createTable('stats_daily_referrers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    // '' = no referrer ('Directo').
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_referrers_pk', ['user_id', 'day', 'site'])
    .execute();

  // No foreign key to links: a deleted link's clicks stay in the totals of the days they happened.
  await db.schema
    .createTable('stats_daily_clicks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('link_id', 'integer', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_clicks_pk', ['user_id', 'day', 'link_id'])
    .execute();

  await db.schema
    .createTable('activity_log')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userFk).onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('amount_cents', 'bigint')
    .addColumn('dedupe_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activity_log_user_idx')
    .on('activity_log')
    .columns(['user_id', 'id'])
    .execute();
  // NULL keys never collide (both databases), so only keyed entries are deduplicated.
  await db.schema
    .createIndex('activity_log_dedupe_idx')
    .on('activity_log')
    .columns(['user_id', 'dedupe_key'])
    .unique()
    .execute();

  // Approved donations by creator and time, for the donations-by-day series (covering: no row reads).
  await db.schema
    .createIndex('donations_user_status_idx')
    .on('donations')
    .columns(['user_id', 'mp_status', 'processed_at', 'amount_cents'])
    .execute();

  // Frozen copy of the backfill as it shipped (0006-stats-backfill.ts), never the live feature code.
  await backfillDailyStats(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('donations_user_status_idx').ifExists().execute();
  for (const table of [
    'activity_log',
    'stats_daily_clicks',
    'stats_daily_referrers',
    'stats_daily_visitors',
    'stats_daily_views',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
