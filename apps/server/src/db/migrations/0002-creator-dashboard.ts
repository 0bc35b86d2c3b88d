import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A username a creator gave up stays theirs: nobody else can register it or switch to it,
  // so links printed with the old address never silently lead to someone else.
  await db.schema
    .createTable('username_history')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('released_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('username_history_user_idx').on('username_history').column('user_id').execute();

  // At most one active goal per creator, enforced by the database in both dialects.
  await db.schema
    .createIndex('goals_one_active_idx')
    .on('goals')
    .column('user_id')
    .unique()
    .where(sql.ref('is_active'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('goals_one_active_idx').ifExists().execute();
  await db.schema.dropTable('username_history').ifExists().execute();
}
