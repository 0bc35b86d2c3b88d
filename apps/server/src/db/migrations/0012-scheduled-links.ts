import type { Kysely } from 'kysely';

/**
 * A link may be scheduled: visitors see it only from `starts_at` (inclusive) until `ends_at`
 * (exclusive). Both are ISO-8601 UTC text like every timestamp, null meaning "no bound".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('links').addColumn('starts_at', 'text').execute();
  await db.schema.alterTable('links').addColumn('ends_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('links').dropColumn('ends_at').execute();
  await db.schema.alterTable('links').dropColumn('starts_at').execute();
}
