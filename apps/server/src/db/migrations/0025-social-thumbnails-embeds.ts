import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Social icons, thumbnails and embeds (issue 24):
 * - social_links: the icons row under the bio, one per network and creator, in `order_position`.
 *   `value` is what the creator typed (a handle, a number, an address), `url` where the icon leads.
 * - links.thumbnail_url: the creator's square image shown at the start of the button (null: the icon).
 * - links.display: 'button' or 'embed' ('Como reproductor').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('social_links')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('order_position', 'integer', (c) => c.notNull())
    .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('social_links_user_network', ['user_id', 'network'])
    .execute();
  await db.schema.alterTable('links').addColumn('thumbnail_url', 'text').execute();
  await db.schema
    .alterTable('links')
    .addColumn('display', 'text', (c) => c.notNull().defaultTo('button'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('links').dropColumn('display').execute();
  await db.schema.alterTable('links').dropColumn('thumbnail_url').execute();
  await db.schema.dropTable('social_links').ifExists().execute();
}
