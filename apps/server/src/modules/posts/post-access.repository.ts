import type { Insertable, Kysely } from 'kysely';
import type { DB, PostAccessLinksTable } from '../../db/schema';

export async function insertAccessLink(
  db: Kysely<DB>,
  values: Insertable<PostAccessLinksTable>,
): Promise<void> {
  await db.insertInto('post_access_links').values(values).execute();
}

/** Whether a creator's link is still unused and unexpired (opening it changes nothing). */
export async function openAccessLink(
  db: Kysely<DB>,
  userId: number,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('post_access_links')
    .select('id')
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses a creator's link once, in one conditional statement (two clicks at once: one wins), and
 * records the browser's cookie (its keyed hash). Answers the post it was asked from, or undefined.
 */
export function redeemAccessLink(
  db: Kysely<DB>,
  userId: number,
  tokenHash: string,
  sessionHash: string,
  now: string,
): Promise<{ post_id: number | null } | undefined> {
  return db
    .updateTable('post_access_links')
    .set({ used_at: now, session_hash: sessionHash })
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('post_id')
    .executeTakeFirst();
}

/** The subscription behind a creator's access cookie, or undefined (another creator's opens nothing). */
export async function accessSubscription(
  db: Kysely<DB>,
  userId: number,
  sessionHash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('post_access_links')
    .select('subscription_id')
    .where('user_id', '=', userId)
    .where('session_hash', '=', sessionHash)
    .executeTakeFirst();
  return row?.subscription_id;
}
