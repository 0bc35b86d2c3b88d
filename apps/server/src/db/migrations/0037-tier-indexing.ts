import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Indexed monthly tiers (issue 33), in tables of their own beside monthly_tiers:
 * - monthly_tier_indexing: one row per indexed tier ('ipc' | 'uva' | 'usd_oficial'), its period,
 *   cap and rounding; `schedule_from` is the day adjustments count from (set, or the last one);
 *   `base_point_date` the index point the current amount reflects; `usd_dollars` a dollar tier's price.
 * - monthly_tier_adjustments: one per tier and adjustment day: 'noticed' (amount fixed, supporters
 *   told), 'skipped' ('Esta vez no ajustar'), 'unchanged' (the rounded amount did not move), 'applying' (the day came;
 *   provider changes under way), 'applied', 'passed' (a skipped or unchanged one whose day came). The index figures the mails show are kept with it.
 * - monthly_adjustment_subscriptions: each supporter told of an adjustment, and whether the provider
 *   took the new amount ('pending' → 'applied', or 'dropped' when the subscription ended first).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('monthly_tier_indexing')
    .addColumn('tier_id', 'integer', (c) => c.primaryKey().references('monthly_tiers.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('index_key', 'text', (c) => c.notNull())
    .addColumn('every_months', 'integer', (c) => c.notNull())
    .addColumn('cap_pct', 'integer', (c) => c.notNull())
    .addColumn('round_to', 'integer', (c) => c.notNull())
    .addColumn('usd_dollars', 'integer')
    .addColumn('schedule_from', 'text', (c) => c.notNull())
    .addColumn('base_point_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('monthly_tier_adjustments')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tier_id', 'integer', (c) => c.notNull().references('monthly_tiers.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('due_day', 'text', (c) => c.notNull())
    .addColumn('effective_day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('index_key', 'text', (c) => c.notNull())
    .addColumn('from_cents', 'integer')
    .addColumn('to_cents', 'integer')
    .addColumn('capped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clamped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('from_point_date', 'text')
    .addColumn('from_point_value', 'text')
    .addColumn('to_point_date', 'text')
    .addColumn('to_point_value', 'text')
    .addColumn('index_change_pct', 'text')
    .addColumn('plan_applied_at', 'text')
    .addColumn('plan_error', 'text')
    .addColumn('noticed_at', 'text')
    .addColumn('applied_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('monthly_tier_adjustments_day', ['tier_id', 'due_day'])
    .execute();
  await db.schema
    .createIndex('monthly_tier_adjustments_status_idx')
    .on('monthly_tier_adjustments')
    .columns(['status', 'effective_day'])
    .execute();
  await db.schema
    .createTable('monthly_adjustment_subscriptions')
    .addColumn('adjustment_id', 'integer', (c) =>
      c.notNull().references('monthly_tier_adjustments.id').onDelete('cascade'),
    )
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('monthly_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('applied_at', 'text')
    .addPrimaryKeyConstraint('monthly_adjustment_subscriptions_pk', ['adjustment_id', 'subscription_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monthly_adjustment_subscriptions').ifExists().execute();
  await db.schema.dropTable('monthly_tier_adjustments').ifExists().execute();
  await db.schema.dropTable('monthly_tier_indexing').ifExists().execute();
}
