import { type Kysely, sql } from 'kysely';

/**
 * Verified email (issue 22).
 * - users.email_verified_at: when the creator opened the link sent to their current email; null
 *   until then (an unverified creator builds their page but takes no donations).
 * - Accounts that exist before this migration are marked verified at the migration's time: nobody's
 *   income stops because of it. New registrations start unverified.
 * - email_verifications: one row per link sent, the token only as its SHA-256 hash, for the address
 *   it verifies (a link for an address the account no longer has verifies nothing); 48 h, one use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  const now = new Date().toISOString();
  await sql`update users set email_verified_at = ${now}`.execute(db);
  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_verifications_user_idx')
    .on('email_verifications')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verifications').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
