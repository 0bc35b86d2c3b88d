import type { Kysely } from 'kysely';

/**
 * Generated secrets (encryption key, visitor salt) of a deployment on PostgreSQL, so every copy
 * reads the same ones (config/shared-secrets.ts). Each row is created once and never rewritten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_secrets').ifExists().execute();
}
