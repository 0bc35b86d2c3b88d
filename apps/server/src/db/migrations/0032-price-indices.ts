import type { Kysely } from 'kysely';

/**
 * Price indices (issue 33), stored by the daily job so amounts can follow them:
 * - price_index_values: one value per series and day ('ipc', 'uva', 'cer', 'usd_oficial'; a monthly
 *   rate is dated its month's first day), as a decimal string so no float ever rounds it. `source` is
 *   the adapter that gave it ('bcra', 'simulator') or 'operator' for a value recorded by hand, which
 *   the job never overwrites.
 * - price_index_refreshes: per series, how the daily refresh went (operators see it; a failure keeps
 *   the stored values and is retried on the next round).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_index_values')
    .addColumn('series_key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_index_values_pk', ['series_key', 'day'])
    .execute();
  await db.schema
    .createTable('price_index_refreshes')
    .addColumn('series_key', 'text', (c) => c.primaryKey())
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_index_refreshes').ifExists().execute();
  await db.schema.dropTable('price_index_values').ifExists().execute();
}
