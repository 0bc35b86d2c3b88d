import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Mail that is never lost (issue 20): every mail a change causes is written to `mail_queue` in the
 * change's transaction and sent later by one copy's worker, with retries.
 * - `dedupe_key` is unique: one row per kind, recipient and donation (or creator and day for the
 *   digest), however many notifications or copies try to write it.
 * - `payload` is JSON with only what the template needs.
 * - users.donation_alerts: 'each' (default), 'daily' or 'none' ('Avisos de aportes').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('donation_id', 'text', (c) => c.references('donations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The worker's pick: pending rows that are due, oldest due first.
  await db.schema
    .createIndex('mail_queue_due_idx')
    .on('mail_queue')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('donation_alerts', 'text', (c) => c.notNull().defaultTo('each'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('donation_alerts').execute();
  await db.schema.dropIndex('mail_queue_due_idx').ifExists().execute();
  await db.schema.dropTable('mail_queue').ifExists().execute();
}
