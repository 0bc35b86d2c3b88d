import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Fans' emails, 'Avísame' (issue 24).
 * - users.fan_signup_enabled (0/1): the creator shows the 'Recibe novedades' block; off by default.
 * - fan_subscribers: one row per creator and address (lower case). 'pending' until the fan opens the
 *   mailed link and confirms; the link's token is kept only as a keyed hash and cleared once used.
 *   Pending rows are deleted 7 days after `created_at`. The unsubscribe link is computed from the
 *   row's id and `unsubscribe_salt` with a server key, so no usable token is stored; deleting the
 *   row (unsubscribe, the creator's 'Eliminar', account erasure) makes every link useless.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable('users')
    .addColumn('fan_signup_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('fan_subscribers')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('source_page', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('unsubscribe_salt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema
    .createIndex('fan_subscribers_user_email_idx')
    .on('fan_subscribers')
    .columns(['user_id', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('fan_subscribers_pending_idx')
    .on('fan_subscribers')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fan_subscribers').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('fan_signup_enabled').execute();
}
