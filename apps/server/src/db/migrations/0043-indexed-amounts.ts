import type { Kysely } from 'kysely';

/**
 * Suggested amounts and goals 'en pesos de hoy' (issue 33):
 * - donation_chips: a creator's three suggested amounts as set (`base_cents_n`) and as shown today
 *   (`today_cents_n`, written by the daily recompute); `index_key` 'none' | 'ipc' | 'uva';
 *   `base_point_date` the index point the base amounts reflect; `base_day` the day they were set.
 * - goal_indexing: one row per indexed goal: the target as set, its index point and day. The goal's
 *   own target_amount_cents stays the effective (today's) target, so every reader keeps working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('donation_chips')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('base_cents_1', 'integer', (c) => c.notNull())
    .addColumn('base_cents_2', 'integer', (c) => c.notNull())
    .addColumn('base_cents_3', 'integer', (c) => c.notNull())
    .addColumn('today_cents_1', 'integer', (c) => c.notNull())
    .addColumn('today_cents_2', 'integer', (c) => c.notNull())
    .addColumn('today_cents_3', 'integer', (c) => c.notNull())
    .addColumn('index_key', 'text', (c) => c.notNull())
    .addColumn('base_point_date', 'text')
    .addColumn('base_day', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('goal_indexing')
    .addColumn('goal_id', 'integer', (c) => c.primaryKey().references('goals.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('index_key', 'text', (c) => c.notNull())
    .addColumn('base_target_cents', 'integer', (c) => c.notNull())
    .addColumn('base_point_date', 'text')
    .addColumn('base_day', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goal_indexing').ifExists().execute();
  await db.schema.dropTable('donation_chips').ifExists().execute();
}
