import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Reports, the operator console and suspensions (issue 22).
 * - users.suspended_at / suspension_reason: a suspended page answers 403 everywhere it is read and
 *   takes no donations; nothing else is deleted. 'Reactivar' clears both.
 * - page_reports: a visitor's report on a page ('open' until an operator dismisses it or suspends
 *   the page); the reporter's address is kept only as a keyed hash (for the rate limit's audit).
 * - admin_audit: every operator action, append-only (no route updates or deletes a row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? 'serial' : 'integer';
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspension_reason', 'text').execute();
  await db.schema
    .createTable('page_reports')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('resolution', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('page_reports_status_idx')
    .on('page_reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    // Kept as written when the action happened: the operator or the creator may be gone later.
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'integer')
    .addColumn('target_label', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created_idx').on('admin_audit').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_audit').ifExists().execute();
  await db.schema.dropIndex('page_reports_status_idx').ifExists().execute();
  await db.schema.dropTable('page_reports').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('suspension_reason').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
}
