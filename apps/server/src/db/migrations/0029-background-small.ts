import type { Kysely } from 'kysely';

/**
 * users.background_image_small: the phone-sized re-encoding of the page's background ('/uploads/…'),
 * stored beside background_image at upload. Null on rows from before: they fall back to the large file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('background_image_small', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('background_image_small').execute();
}
