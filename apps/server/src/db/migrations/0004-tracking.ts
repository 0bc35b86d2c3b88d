import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * Page views and link clicks, one row each. Visitors are identified only by a salted hash that
 * rotates daily (no raw IP, no cookie); `day` is the Argentine calendar day of the view.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? ('serial' as const) : ('integer' as const);
  const autoId = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('page_views')
    .addColumn('id', id, autoId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('page_views_user_idx')
    .on('page_views')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('page_views_created_idx').on('page_views').column('created_at').execute();

  await db.schema
    .createTable('link_clicks')
    .addColumn('id', id, autoId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('link_id', 'integer', (c) => c.references('links.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('link_clicks_user_idx')
    .on('link_clicks')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('link_clicks').ifExists().execute();
  await db.schema.dropTable('page_views').ifExists().execute();
}
