import type { Kysely } from 'kysely';

/**
 * The page's look (issue 24), on users:
 * - theme_font, theme_button_style: the font and the link buttons' style ('system', 'shadow': the
 *   look every page had before).
 * - background_image: the uploaded background ('/uploads/…'), or null.
 * - background_light, background_dark: '#rrggbb' of the image's lightest and darkest areas, measured
 *   at upload; the veil that keeps the text at 4.5:1 is computed from them and the theme's text colour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('theme_font', 'text', (c) => c.notNull().defaultTo('system'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('theme_button_style', 'text', (c) => c.notNull().defaultTo('shadow'))
    .execute();
  await db.schema.alterTable('users').addColumn('background_image', 'text').execute();
  await db.schema.alterTable('users').addColumn('background_light', 'text').execute();
  await db.schema.alterTable('users').addColumn('background_dark', 'text').execute();
}
