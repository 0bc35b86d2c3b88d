import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

/**
 * The donation funnel counts visitors at every step (issue 30 §11), by the daily-rotating visitor hash
 * the views already carry:
 * - `donate_openers`: one row per visitor who opened 'Aportar' on a page (event_id 0 = the profile) on
 *   an Argentine day; a range of days is one stretch of its key. Replaces
 *   `stats_daily_donate_opens`, whose hourly counts could not be matched with visitors.
 * - `donations.visitor_hash`: who started the checkout (null before this migration, for monthly
 *   charges, and for requests the bot filter ignores).
 * - `page_views_visitor_idx`: finds a visitor's views of a creator's page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const clustered = isPostgres(db) ? sql`` : sql`without rowid`;
  await db.schema
    .createTable('donate_openers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('donate_openers_pk', ['user_id', 'event_id', 'day', 'visitor_hash'])
    .modifyEnd(clustered)
    .execute();
  await db.schema.alterTable('donations').addColumn('visitor_hash', 'text').execute();
  await db.schema
    .createIndex('page_views_visitor_idx')
    .on('page_views')
    .columns(['user_id', 'visitor_hash'])
    .execute();
  await db.schema.dropTable('stats_daily_donate_opens').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stats_daily_donate_opens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('opens', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_donate_opens_pk', ['user_id', 'event_id', 'day'])
    .execute();
  await db.schema.dropIndex('page_views_visitor_idx').ifExists().execute();
  await db.schema.alterTable('donations').dropColumn('visitor_hash').execute();
  await db.schema.dropTable('donate_openers').ifExists().execute();
}
