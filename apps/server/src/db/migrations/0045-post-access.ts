import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Issue 35, third slice: supporters' access to gated posts without a password, and a post's image.
 * - post_access_links: a mailed one-use link (`token_hash`, a keyed hash; valid until `expires_at`)
 *   for one monthly subscription to one creator. Using it sets `used_at` and `session_hash` (the keyed
 *   hash of the browser's cookie): the cookie reads that creator's gated posts while the subscription
 *   stays active, checked on every read. Erased with the account, the post (`post_id`) or the row's
 *   subscription going away never matters: the subscription's status is read each time.
 * - posts.image_url: the post's optional image (re-encoded WebP in the upload store).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('post_access_links')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('session_hash', 'text', (c) => c.unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('post_access_links_user_idx')
    .on('post_access_links')
    .column('user_id')
    .execute();
  await db.schema.alterTable('posts').addColumn('image_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('image_url').execute();
  await db.schema.dropTable('post_access_links').ifExists().execute();
}
