import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from '../database';

/**
 * The featured ranking reads roll-ups instead of the raw views (issue 18).
 * - `featured_visit_totals`: per creator, the unique visitors of the whole days of each period that
 *   are final on day `as_of` (up to the day before yesterday), summed from stats_daily_views once a
 *   day; the ranking adds yesterday's roll-up and the raw views of the period's two partial days.
 * - `featured_totals_days`: the days whose totals are complete.
 * - stats_daily_views by day (covering), for yesterday's roll-up of every creator.
 * The totals of the current Argentine day are filled here from the existing roll-ups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('featured_visit_totals')
    .addColumn('as_of', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('visits_7d', 'integer', (c) => c.notNull())
    .addColumn('visits_30d', 'integer', (c) => c.notNull())
    .addColumn('visits_90d', 'integer', (c) => c.notNull())
    .addColumn('visits_all', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('featured_visit_totals_pk', ['as_of', 'user_id'])
    .execute();
  await db.schema
    .createTable('featured_totals_days')
    .addColumn('as_of', 'text', (c) => c.primaryKey())
    .addColumn('finished_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stats_daily_views_day_idx')
    .on('stats_daily_views')
    .columns(['day', 'user_id', 'unique_views'])
    .execute();

  // Argentine calendar days (UTC−3 all year), `back` days before today.
  const day: (back: number) => RawBuilder<string> = isPostgres(db)
    ? (back) =>
        sql`to_char((now() at time zone 'America/Argentina/Buenos_Aires')::date - ${sql.lit(back)}, 'YYYY-MM-DD')`
    : (back) => sql`date('now', '-3 hours', ${sql.lit(`-${back} days`)})`;
  const upTo = (first: number) => sql`sum(case when day >= ${day(first)} then unique_views else 0 end)`;
  await sql`insert into featured_visit_totals (as_of, user_id, visits_7d, visits_30d, visits_90d, visits_all)
    select ${day(0)}, user_id, ${upTo(6)}, ${upTo(29)}, ${upTo(89)}, sum(unique_views)
    from stats_daily_views where day <= ${day(2)}
    group by user_id having sum(unique_views) > 0`.execute(db);
  await sql`insert into featured_totals_days (as_of, finished_at) values (${day(0)}, ${new Date().toISOString()})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stats_daily_views_day_idx').ifExists().execute();
  await db.schema.dropTable('featured_totals_days').ifExists().execute();
  await db.schema.dropTable('featured_visit_totals').ifExists().execute();
}
