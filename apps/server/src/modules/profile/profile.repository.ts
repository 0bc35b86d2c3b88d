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
  | 'theme_font'
  | 'theme_button_style'
  | 'profile_image'
  | 'sensitive_content'
  | 'updated_at'
>;

export async function categoryExists(db: Kysely<DB>, categoryId: number): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  return row !== undefined;
}

export async function updateProfile(trx: Kysely<DB>, userId: number, changes: ProfileChanges): Promise<void> {
  await trx.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** 'Avisos de aportes' of a creator; undefined when the account is gone. */
export async function donationAlertsOf(db: Kysely<DB>, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('donation_alerts')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.donation_alerts;
}

export async function setDonationAlerts(db: Kysely<DB>, userId: number, value: string, now: string) {
  await db
    .updateTable('users')
    .set({ donation_alerts: value, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** A stored background: its large and phone files and its lightest and darkest areas' colours. */
export interface StoredBackground {
  url: string;
  smallUrl: string;
  light: string;
  dark: string;
}

/** The page's background image (large and phone files) and the colours measured on it (all null: no image). */
export async function setBackgroundImage(
  trx: Kysely<DB>,
  userId: number,
  image: StoredBackground | null,
  now: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      background_image: image?.url ?? null,
      background_image_small: image?.smallUrl ?? null,
      background_light: image?.light ?? null,
      background_dark: image?.dark ?? null,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}
