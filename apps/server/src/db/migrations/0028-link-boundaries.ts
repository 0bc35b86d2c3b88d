import { type Kysely, sql } from 'kysely';

/**
 * Scheduled links' boundaries, indexed where set (few links have them): the HTTP cache purge job
 * (issue 23) asks every few seconds which creators' links appeared or disappeared since its last round.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('links_starts_at')
    .on('links')
    .column('starts_at')
    .where(sql.ref('starts_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('links_ends_at')
    .on('links')
    .column('ends_at')
    .where(sql.ref('ends_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('links_ends_at').ifExists().execute();
  await db.schema.dropIndex('links_starts_at').ifExists().execute();
}
