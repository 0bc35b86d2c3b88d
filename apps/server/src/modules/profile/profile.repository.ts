import type { Kysely, Updateable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';

/** The profile columns a creator edits (name, bio, category, theme, image), with updated_at. */
export type ProfileChanges = Pick<
  Updateable<UsersTable>,
  | 'full_name'
  | 'bio'
  | 'category_id'
  | 'theme_primary_color'
  | 'theme_accent_color'
  | 'theme_background_style'
  | 'profile_image'
  | 'updated_at'
>;

export async function categoryExists(db: Kysely<DB>, categoryId: number): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  return row !== undefined;
}

export async function updateProfile(trx: Kysely<DB>, userId: number, changes: ProfileChanges): Promise<void> {
  await trx.updateTable('users').set(changes).where('id', '=', userId).execute();
}
