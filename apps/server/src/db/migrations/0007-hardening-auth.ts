import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

/**
 * Rate limits move to rate-limiter-flexible: the hand-written hit log goes, and on PostgreSQL
 * the library's counter table (its own layout: key, points, expire in epoch ms) is created here
 * so every copy of the server shares the counters. SQLite keeps them in the process's memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').ifExists().execute();
  if (isPostgres(db)) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expire', 'bigint')
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await db.schema.dropTable('rate_limits').ifExists().execute();
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index rate_limit_hits_bucket_idx on rate_limit_hits (bucket, created_at)`.execute(db);
}
