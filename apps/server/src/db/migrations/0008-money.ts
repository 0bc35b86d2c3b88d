import type { Kysely } from 'kysely';

/**
 * Webhook trust and reconciliation: which notifications were already seen, a lock row so one
 * server copy at a time runs a background job, the reconciliation schedule of each donation, and
 * the simulator's notification outbox and unlinked accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Each x-request-id acted on, kept 24 h: a replayed notification is ignored.
  await db.schema
    .createTable('webhook_requests')
    .addColumn('request_id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_requests_received_idx')
    .on('webhook_requests')
    .column('received_at')
    .execute();

  // A lease per background job: whoever holds an unexpired row runs it (SQLite and PostgreSQL alike).
  await db.schema
    .createTable('job_locks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  // Pending donations are re-read from the provider with back-off.
  await db.schema
    .alterTable('donations')
    .addColumn('reconcile_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('donations').addColumn('next_reconcile_at', 'text').execute();
  await db.schema
    .createIndex('donations_reconcile_idx')
    .on('donations')
    .columns(['mp_status', 'next_reconcile_at'])
    .execute();

  // The simulator keeps every notification until the app acknowledged it, and resends it.
  await db.schema
    .createTable('sim_mp_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('collector_id', 'text', (c) => c.notNull())
    .addColumn('notification_url', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema
    .createIndex('sim_mp_notifications_due_idx')
    .on('sim_mp_notifications')
    .columns(['delivered_at', 'next_attempt_at'])
    .execute();

  // Simulated sellers who unlinked the app: their tokens are refused until they authorize again.
  await db.schema
    .createTable('sim_mp_unlinked')
    .addColumn('seller_id', 'text', (c) => c.primaryKey())
    .addColumn('unlinked_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sim_mp_unlinked', 'sim_mp_notifications', 'job_locks', 'webhook_requests']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('donations_reconcile_idx').ifExists().execute();
  await db.schema.alterTable('donations').dropColumn('next_reconcile_at').execute();
  await db.schema.alterTable('donations').dropColumn('reconcile_attempts').execute();
}
