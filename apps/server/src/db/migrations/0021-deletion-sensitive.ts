import type { Kysely } from 'kysely';

/**
 * Deleting an account for real, and pages for adults only (issue 22):
 * - users.deleted_at: an erased account keeps only its id (its donations stay as accounting records
 *   pointing at it); every personal column is blanked by the erasure.
 * - users.sensitive_content: 0/1, 'Contenido para mayores de 18'.
 * - deleted_usernames: the names of erased accounts, reserved for 30 days. Only a keyed hash of the
 *   name is kept, so no row carries the name itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('sensitive_content', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('deleted_usernames')
    .addColumn('username_hash', 'text', (c) => c.primaryKey())
    .addColumn('reserved_until', 'text', (c) => c.notNull())
    .execute();
}
