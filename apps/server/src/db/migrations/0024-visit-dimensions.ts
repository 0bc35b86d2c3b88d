import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

/**
 * Statistics that follow the money (issue 24), as daily roll-ups like the others:
 * - `stats_daily_dimensions`: counted views and link clicks per creator, page (`event_id` 0 = the
 *   profile, else the event's page), Argentine day, dimension ('country', 'province', 'device',
 *   'browser', 'os', 'campaign') and value. Derived from the request when it is counted; the IP
 *   address itself is never written anywhere.
 * - `stats_daily_donate_opens`: how many visitors opened 'Aportar' per creator, page and day (the
 *   funnel's second step).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // On SQLite the rows live in their primary key's order (no rowid): a period's rows are read in one
  // range without a lookup per row. PostgreSQL has no such option and needs none at these sizes.
  const clustered = isPostgres(db) ? sql`` : sql`without rowid`;
  await db.schema
    .createTable('stats_daily_dimensions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_dimensions_pk', [
      'user_id',
      'event_id',
      'dimension',
      'day',
      'value',
    ])
    .execute();
  await db.schema
    .createTable('stats_daily_donate_opens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('opens', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_donate_opens_pk', ['user_id', 'event_id', 'day'])
    .modifyEnd(clustered)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stats_daily_donate_opens').ifExists().execute();
  await db.schema.dropTable('stats_daily_dimensions').ifExists().execute();
}
