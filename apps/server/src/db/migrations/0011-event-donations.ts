import type { Kysely } from 'kysely';

/**
 * 'Pasar la gorra': a donation made from an event's donation page (/e/{username}/{id}/aportar) is
 * tagged with the event. Deleting the event keeps the donation (it still counts toward its goal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('donations')
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('donations_event_idx')
    .on('donations')
    .columns(['event_id', 'mp_status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('donations_event_idx').ifExists().execute();
  await db.schema.alterTable('donations').dropColumn('event_id').execute();
}
