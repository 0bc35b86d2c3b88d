import type { Kysely } from 'kysely';

/**
 * The stream alert (issue 37): one secret token per creator for `/overlay/{token}`.
 * `token_hash` (SHA-256) finds the creator from an address; `token_sealed` (AES-256-GCM, lib/crypto)
 * gives the creator their address again. Neither is the token in clear. Rotating replaces both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('overlay_tokens')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('overlay_tokens').ifExists().execute();
}
