import type { Kysely } from 'kysely';

/**
 * Refunds and chargebacks (issue 20, integrations.md §7).
 * - donations: the chargeback a donation is disputed by and its evidence deadline
 *   (`date_documentation_deadline`), shown to the creator on the donations screen.
 * - sim_mp_refunds / sim_mp_chargebacks: the simulator's refunds (one per seller and
 *   X-Idempotency-Key, so a retried refund is the same refund) and chargebacks.
 * - sim_mp_notifications.topic: the simulator also sends `topic_chargebacks_wh` notifications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donations').addColumn('chargeback_id', 'text').execute();
  await db.schema.alterTable('donations').addColumn('evidence_deadline', 'text').execute();

  await db.schema
    .createTable('sim_mp_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('collector_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('sim_mp_refunds_key_uq', ['collector_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createTable('sim_mp_chargebacks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('collector_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('date_documentation_deadline', 'text', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('sim_mp_notifications')
    .addColumn('topic', 'text', (c) => c.notNull().defaultTo('payment'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sim_mp_notifications').dropColumn('topic').execute();
  await db.schema.dropTable('sim_mp_chargebacks').ifExists().execute();
  await db.schema.dropTable('sim_mp_refunds').ifExists().execute();
  await db.schema.alterTable('donations').dropColumn('evidence_deadline').execute();
  await db.schema.alterTable('donations').dropColumn('chargeback_id').execute();
}
