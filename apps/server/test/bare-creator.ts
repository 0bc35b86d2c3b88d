import type { Insertable, Kysely } from 'kysely';
import type { DB, UsersTable } from '../src/db/schema';

/**
 * A creator row written straight into the database, for tests that build tracking or roll-up data
 * without going through sign-up; `fields` overrides the defaults (bio, category, dates, verified…).
 */
export async function insertBareCreator(
  db: Kysely<DB>,
  username: string,
  fields: Partial<Insertable<UsersTable>> = {},
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@example.com`,
      password_hash: 'x',
      full_name: username,
      bio: '',
      profile_image: null,
      category_id: null,
      theme_primary_color: '#6366f1',
      theme_accent_color: '#f59e0b',
      theme_background_style: 'gradient',
      role: 'creator',
      created_at: now,
      updated_at: now,
      // Verified, as every creator before issue 22; pass `email_verified_at: null` for an unverified one.
      email_verified_at: now,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
