import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One Mercado Pago connection per creator. Tokens are AES-256-GCM sealed (lib/crypto.ts).
  await db.schema
    .createTable('payment_connections')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('simulated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mp_user_id', 'text')
    .addColumn('email', 'text')
    .addColumn('public_key', 'text')
    .addColumn('live_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('token_expires_at', 'text')
    .addColumn('authorized_at', 'text')
    .addColumn('refreshed_at', 'text')
    .addColumn('last_checked_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_connections_mp_user_idx')
    .on('payment_connections')
    .column('mp_user_id')
    .execute();

  // Single-use OAuth `state` values, stored as sha256, bound to the creator who asked for them.
  await db.schema
    .createTable('payment_oauth_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_verifier', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('payment_oauth_states_user_idx')
    .on('payment_oauth_states')
    .column('user_id')
    .execute();

  // `external_reference` is the donation id sent to the provider; a second payment of the same
  // checkout becomes its own row carrying the same reference, so no payment is lost or merged.
  await db.schema
    .createTable('donations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('external_reference', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('goal_id', 'integer', (c) => c.references('goals.id').onDelete('set null'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('platform_commission_cents', 'bigint', (c) => c.notNull())
    .addColumn('creator_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('ARS'))
    .addColumn('mp_status', 'text', (c) => c.notNull())
    .addColumn('mp_status_detail', 'text')
    .addColumn('donor_name', 'text')
    .addColumn('message', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('mp_preference_id', 'text')
    .addColumn('mp_payment_id', 'text', (c) => c.unique())
    .addColumn('mp_updated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .execute();
  await db.schema
    .createIndex('donations_user_idx')
    .on('donations')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('donations_goal_idx')
    .on('donations')
    .columns(['goal_id', 'mp_status'])
    .execute();
  await db.schema
    .createIndex('donations_reference_idx')
    .on('donations')
    .column('external_reference')
    .execute();

  // Payment notifications received, kept until applied: one that cannot be applied yet (the
  // creator's connection is gone) is applied when that Mercado Pago account connects again.
  await db.schema
    .createTable('payment_notifications')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('mp_user_id', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .execute();
  await db.schema
    .createIndex('payment_notifications_pending_idx')
    .on('payment_notifications')
    .columns(['mp_user_id', 'processed_at'])
    .execute();

  // The offline simulator's side of Mercado Pago: what its checkout pages created.
  await db.schema
    .createTable('sim_mp_preferences')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('collector_id', 'text', (c) => c.notNull())
    .addColumn('external_reference', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_fee_cents', 'bigint', (c) => c.notNull())
    .addColumn('back_url_success', 'text')
    .addColumn('back_url_pending', 'text')
    .addColumn('back_url_failure', 'text')
    .addColumn('notification_url', 'text')
    .addColumn('statement_descriptor', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sim_mp_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('preference_id', 'text', (c) => c.notNull())
    .addColumn('collector_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_detail', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency_id', 'text', (c) => c.notNull())
    .addColumn('external_reference', 'text')
    .addColumn('payment_type_id', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text', (c) => c.notNull())
    .addColumn('application_fee_cents', 'bigint', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_approved', 'text')
    .addColumn('date_last_updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sim_mp_payments_preference_idx')
    .on('sim_mp_payments')
    .column('preference_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sim_mp_payments',
    'sim_mp_preferences',
    'payment_notifications',
    'donations',
    'payment_oauth_states',
    'payment_connections',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
