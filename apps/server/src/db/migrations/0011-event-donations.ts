import type { Kysely } from 'kysely';

/**
 * 'Pasar la gorra': a donation made from an event's donation page (/e/{username}/{id}/aportar) is
 * tagged with the event. Deleting the event keeps the donation (it still counts toward its goal).
 * A view of an event's page records the event too, so the statistics can be narrowed to one event.
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
  await db.schema
    .alterTable('page_views')
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('page_views_event_idx').on('page_views').columns(['event_id', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('page_views_event_idx').ifExists().execute();
  await db.schema.alterTable('page_views').dropColumn('event_id').execute();
  await db.schema.dropIndex('donations_event_idx').ifExists().execute();
  await db.schema.alterTable('donations').dropColumn('event_id').execute();
}
