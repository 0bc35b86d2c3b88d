import { DEFAULT_CATEGORIES } from '@enlaza/shared/categories';
import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/** Integer surrogate key in both dialects. */
export function idType(db: Kysely<unknown>) {
  return isPostgres(db) ? ('serial' as const) : ('integer' as const);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = idType(db);
  const autoId = (c: import('kysely').ColumnDefinitionBuilder) =>
    pg ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('order_position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', id, autoId)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('profile_image', 'text')
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('theme_primary_color', 'text', (c) => c.notNull())
    .addColumn('theme_accent_color', 'text', (c) => c.notNull())
    .addColumn('theme_background_style', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('creator'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', id, autoId)
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_bucket_idx')
    .on('rate_limit_hits')
    .columns(['bucket', 'created_at'])
    .execute();

  await db.schema
    .createTable('links')
    .addColumn('id', id, autoId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_position', 'integer', (c) => c.notNull())
    .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('links_user_idx').on('links').columns(['user_id', 'order_position']).execute();

  await db.schema
    .createTable('goals')
    .addColumn('id', id, autoId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('target_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goals_user_idx').on('goals').columns(['user_id', 'is_active']).execute();

  await db.schema
    .createTable('events')
    .addColumn('id', id, autoId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('event_time', 'text')
    .addColumn('end_date', 'text')
    .addColumn('end_time', 'text')
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('geocoded_address', 'text')
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meeting_url', 'text')
    .addColumn('ticket_url', 'text')
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('ARS'))
    .addColumn('max_attendees', 'integer')
    .addColumn('duration_hours', 'double precision')
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_user_idx').on('events').columns(['user_id', 'event_date']).execute();

  await (db as Kysely<{ categories: (typeof DEFAULT_CATEGORIES)[number] }>)
    .insertInto('categories')
    .values(DEFAULT_CATEGORIES.map((c) => ({ ...c })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'events',
    'goals',
    'links',
    'rate_limit_hits',
    'password_resets',
    'sessions',
    'users',
    'categories',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
