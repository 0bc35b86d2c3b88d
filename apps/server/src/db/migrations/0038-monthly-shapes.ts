import type { Kysely } from 'kysely';

/**
 * Monthly support as creators run it (issue 34, first part): yearly billing, pay what you want and a
 * first free month.
 * - monthly_tiers: `yearly_amount_cents` (null: not offered yearly) with its own plan
 *   (`yearly_mp_plan_id`, charged every 12 months); `open_amount_min_cents` (null: a fixed amount;
 *   the supporter chooses at least this much); `free_trial` (0/1: the provider's first free month).
 * - monthly_subscriptions: `frequency` ('monthly' | 'yearly'); `amount_cents` stays what each charge is.
 * - sim_mp_plans / sim_mp_subscriptions: the simulator's side: a plan's `frequency_months`, its
 *   `free_trial_months`, `open_amount` (0/1: each subscription carries its amount).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monthly_tiers').addColumn('yearly_amount_cents', 'integer').execute();
  await db.schema.alterTable('monthly_tiers').addColumn('yearly_mp_plan_id', 'text').execute();
  await db.schema.alterTable('monthly_tiers').addColumn('open_amount_min_cents', 'integer').execute();
  await db.schema
    .alterTable('monthly_tiers')
    .addColumn('free_trial', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('monthly_subscriptions')
    .addColumn('frequency', 'text', (c) => c.notNull().defaultTo('monthly'))
    .execute();
  await db.schema
    .alterTable('sim_mp_plans')
    .addColumn('frequency_months', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('sim_mp_plans')
    .addColumn('free_trial_months', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sim_mp_plans')
    .addColumn('open_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sim_mp_subscriptions')
    .addColumn('frequency_months', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sim_mp_subscriptions').dropColumn('frequency_months').execute();
  await db.schema.alterTable('sim_mp_plans').dropColumn('open_amount').execute();
  await db.schema.alterTable('sim_mp_plans').dropColumn('free_trial_months').execute();
  await db.schema.alterTable('sim_mp_plans').dropColumn('frequency_months').execute();
  await db.schema.alterTable('monthly_subscriptions').dropColumn('frequency').execute();
  await db.schema.alterTable('monthly_tiers').dropColumn('free_trial').execute();
  await db.schema.alterTable('monthly_tiers').dropColumn('open_amount_min_cents').execute();
  await db.schema.alterTable('monthly_tiers').dropColumn('yearly_mp_plan_id').execute();
  await db.schema.alterTable('monthly_tiers').dropColumn('yearly_amount_cents').execute();
}
