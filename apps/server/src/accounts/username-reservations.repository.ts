import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { deriveKey, keyedHashHex } from '../lib/crypto';

/** How long the name of an erased account stays reserved (nobody can take it to impersonate them). */
export const DELETED_USERNAME_RESERVATION_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * What is needed to recognise the name of an erased account: the server's encryption key (names are
 * kept only as keyed hashes) and the current instant (reservations end after 30 days).
 */
export interface DeletedNameCheck {
  encryptionKey: Buffer;
  now: Date;
}

/** The keyed hash under which an erased account's name is reserved. */
export function deletedUsernameHash(encryptionKey: Buffer, username: string): string {
  return keyedHashHex(deriveKey(encryptionKey, 'enlaza deleted username'), username.toLowerCase());
}

/** Whether `username` belonged to an account erased less than 30 days ago. */
export async function isDeletedUsernameReserved(
  db: Kysely<DB> | Transaction<DB>,
  username: string,
  check: DeletedNameCheck,
): Promise<boolean> {
  const row = await db
    .selectFrom('deleted_usernames')
    .select('username_hash')
    .where('username_hash', '=', deletedUsernameHash(check.encryptionKey, username))
    .where('reserved_until', '>', check.now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Reserves the names of an erased account for 30 days from `now` (its current name and those it
 * gave up earlier), as keyed hashes; drops the username_history rows that held them in clear.
 */
export async function reserveDeletedUsernames(
  trx: Transaction<DB>,
  userId: number,
  username: string,
  check: DeletedNameCheck,
): Promise<void> {
  const released = await trx
    .selectFrom('username_history')
    .select('username')
    .where('user_id', '=', userId)
    .execute();
  const until = new Date(check.now.getTime() + DELETED_USERNAME_RESERVATION_DAYS * DAY_MS).toISOString();
  for (const name of new Set([username, ...released.map((r) => r.username)])) {
    await trx
      .insertInto('deleted_usernames')
      .values({ username_hash: deletedUsernameHash(check.encryptionKey, name), reserved_until: until })
      .onConflict((oc) => oc.column('username_hash').doUpdateSet({ reserved_until: until }))
      .execute();
  }
  await trx.deleteFrom('username_history').where('user_id', '=', userId).execute();
}

/**
 * Whether `username` is free for `userId`: not the current name of another creator, not a
 * name another creator gave up (those stay reserved for whoever had them), and not the name of an
 * account erased in the last 30 days. Pass no userId when checking for a new account.
 */
export async function isUsernameAvailable(
  db: Kysely<DB> | Transaction<DB>,
  username: string,
  userId: number | null,
  deleted: DeletedNameCheck,
): Promise<boolean> {
  if (await isDeletedUsernameReserved(db, username, deleted)) return false;
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
