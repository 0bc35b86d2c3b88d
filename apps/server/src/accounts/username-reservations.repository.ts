import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Whether `username` is free for `userId`: not the current name of another creator, and not a
 * name another creator gave up (those stay reserved for whoever had them). Pass no userId when
 * checking for a new account.
 */
export async function isUsernameAvailable(
  db: Kysely<DB> | Transaction<DB>,
  username: string,
  userId: number | null,
): Promise<boolean> {
  const current = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  const released = await db
    .selectFrom('username_history')
    .select('user_id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (current && current.id !== userId) return false;
  if (released && released.user_id !== userId) return false;
  return true;
}

/** Moves a creator from one username to another, keeping the old one reserved for them. */
export async function changeUsername(
  trx: Transaction<DB>,
  userId: number,
  from: string,
  to: string,
  now: string,
): Promise<void> {
  // Taking back a name they gave up earlier: it is theirs again, no longer merely reserved.
  await trx.deleteFrom('username_history').where('username', '=', to).where('user_id', '=', userId).execute();
  await trx
    .insertInto('username_history')
    .values({ username: from, user_id: userId, released_at: now })
    .onConflict((oc) => oc.column('username').doUpdateSet({ user_id: userId, released_at: now }))
    .execute();
  await trx.updateTable('users').set({ username: to, updated_at: now }).where('id', '=', userId).execute();
}
