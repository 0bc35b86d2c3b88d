import type { Kysely } from 'kysely';

/**
 * 'La gorra en persona' (issue 32): Mercado Pago QR orders (integrations.md §8).
 * - gorra_points: each creator's store and point of sale at the provider, one row per creator (the
 *   primary key makes a second copy's insert a no-op; the provider calls carry fixed idempotency keys).
 * - gorra_orders: one QR order for one amount; `id` is the order's `external_reference`.
 * - donations.mp_order_id: unique, so a paid order is one donation whatever the notifications.
 * - sim_mp_points / sim_mp_qr_orders: the simulator's side of the same API.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gorra_points')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('pos_id', 'text', (c) => c.notNull())
    .addColumn('external_pos_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gorra_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('mp_order_id', 'text', (c) => c.notNull())
    .addColumn('qr_data', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('donation_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gorra_orders_provider_uq')
    .on('gorra_orders')
    .column('mp_order_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('gorra_orders_user_idx')
    .on('gorra_orders')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema.alterTable('donations').addColumn('mp_order_id', 'text').execute();
  await db.schema.createIndex('donations_order_uq').on('donations').column('mp_order_id').unique().execute();

  await db.schema
    .createTable('sim_mp_points')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('collector_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sim_mp_points_key_uq')
    .on('sim_mp_points')
    .columns(['collector_id', 'kind', 'idempotency_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('sim_mp_qr_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('collector_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('external_reference', 'text', (c) => c.notNull())
    .addColumn('external_pos_id', 'text', (c) => c.notNull())
    .addColumn('merchant_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('qr_data', 'text', (c) => c.notNull())
    .addColumn('notification_url', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sim_mp_qr_orders_key_uq')
    .on('sim_mp_qr_orders')
    .columns(['collector_id', 'idempotency_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sim_mp_qr_orders').ifExists().execute();
  await db.schema.dropTable('sim_mp_points').ifExists().execute();
  await db.schema.dropIndex('donations_order_uq').ifExists().execute();
  await db.schema.alterTable('donations').dropColumn('mp_order_id').execute();
  await db.schema.dropTable('gorra_orders').ifExists().execute();
  await db.schema.dropTable('gorra_points').ifExists().execute();
}
