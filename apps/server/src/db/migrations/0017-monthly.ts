import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Monthly support (issue 21, integrations.md §6).
 * - monthly_tiers: up to 3 per creator, each a plan on the creator's Mercado Pago account
 *   (`mp_plan_id`). The amount is frozen while the tier has active supporters.
 * - monthly_subscriptions: one supporter's subscription to a tier. `id` is our own (a UUID), sent
 *   as the provider subscription's `external_reference`; `mp_preapproval_id` is the provider's id.
 *   The supporter's email is for receipts and the cancel button only: never public.
 * - donations.kind ('one_off' | 'monthly'), subscription_id and mp_invoice_id: each charged invoice
 *   is one approved donation; the unique `mp_invoice_id` makes it one whatever the notifications.
 * - monthly_cancel_links: the one-use links of the public cancel page (`/baja`), stored hashed.
 * - sim_mp_plans / sim_mp_subscriptions / sim_mp_invoices: the simulator's side of the same API.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const serial = pg ? 'serial' : 'integer';

  await db.schema
    .createTable('monthly_tiers')
    .addColumn('id', serial, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mp_plan_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('monthly_tiers_user_idx').on('monthly_tiers').column('user_id').execute();

  await db.schema
    .createTable('monthly_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tier_id', 'integer', (c) => c.notNull().references('monthly_tiers.id'))
    .addColumn('supporter_name', 'text')
    .addColumn('supporter_email', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('mp_preapproval_id', 'text', (c) => c.unique())
    .addColumn('mp_updated_at', 'text')
    .addColumn('failed_charges', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('authorized_at', 'text')
    .addColumn('last_charge_at', 'text')
    .addColumn('next_charge_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'text')
    .addColumn('cancellation_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('monthly_subscriptions_user_idx')
    .on('monthly_subscriptions')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('monthly_subscriptions_email_idx')
    .on('monthly_subscriptions')
    .column('supporter_email')
    .execute();

  await db.schema
    .alterTable('donations')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('one_off'))
    .execute();
  await db.schema
    .alterTable('donations')
    .addColumn('subscription_id', 'text', (c) => c.references('monthly_subscriptions.id'))
    .execute();
  await db.schema.alterTable('donations').addColumn('mp_invoice_id', 'text').execute();
  await db.schema
    .createIndex('donations_invoice_uq')
    .on('donations')
    .column('mp_invoice_id')
    .unique()
    .execute();

  await db.schema
    .createTable('monthly_cancel_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sim_mp_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('collector_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('back_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('last_modified', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sim_mp_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('collector_id', 'text', (c) => c.notNull())
    .addColumn('payer_email', 'text', (c) => c.notNull())
    .addColumn('external_reference', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('back_url', 'text', (c) => c.notNull())
    .addColumn('notification_url', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('failed_charges', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_payment_date', 'text')
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('last_modified', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sim_mp_invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('preapproval_id', 'text', (c) => c.notNull())
    .addColumn('collector_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('retry_attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('debit_date', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('payment_status', 'text')
    .addColumn('payment_status_detail', 'text')
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('last_modified', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sim_mp_invoices_preapproval_idx')
    .on('sim_mp_invoices')
    .column('preapproval_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sim_mp_invoices').ifExists().execute();
  await db.schema.dropTable('sim_mp_subscriptions').ifExists().execute();
  await db.schema.dropTable('sim_mp_plans').ifExists().execute();
  await db.schema.dropTable('monthly_cancel_links').ifExists().execute();
  await db.schema.dropIndex('donations_invoice_uq').ifExists().execute();
  await db.schema.alterTable('donations').dropColumn('mp_invoice_id').execute();
  await db.schema.alterTable('donations').dropColumn('subscription_id').execute();
  await db.schema.alterTable('donations').dropColumn('kind').execute();
  await db.schema.dropTable('monthly_subscriptions').ifExists().execute();
  await db.schema.dropTable('monthly_tiers').ifExists().execute();
}
