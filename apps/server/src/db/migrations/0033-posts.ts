import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Posts, 'Novedades' (issue 35). The body is stored as typed (a small markup rendered with raw HTML
 * off when shown). `audience_kind`: 'public', 'fans' or 'monthly' (with `min_tier_id`, null for every
 * tier). `status`: 'draft', 'scheduled' (published at `publish_at` by a job under a lease) or
 * 'published' (`published_at`). `send_email` (0/1) is kept for the mailing that comes later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('posts')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('audience_kind', 'text', (c) => c.notNull())
    .addColumn('min_tier_id', 'integer')
    .addColumn('send_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('posts_user_published_idx')
    .on('posts')
    .columns(['user_id', 'status', 'published_at'])
    .execute();
  await db.schema.createIndex('posts_due_idx').on('posts').columns(['status', 'publish_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('posts').ifExists().execute();
}
