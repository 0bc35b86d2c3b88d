import type { Insertable, Kysely } from 'kysely';
import type { DB, PasswordResetsTable } from '../../db/schema';

export async function insertPasswordReset(
  db: Kysely<DB>,
  values: Insertable<PasswordResetsTable>,
): Promise<void> {
  await db.insertInto('password_resets').values(values).execute();
}

export function findPasswordReset(db: Kysely<DB>, tokenHash: string) {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the reset used if nobody has yet; true when this call is the one that claimed it. */
export async function claimPasswordReset(trx: Kysely<DB>, tokenHash: string, now: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Marks every unused reset of the creator used. */
export async function voidPasswordResets(trx: Kysely<DB>, userId: number, now: string): Promise<void> {
  await trx
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Stores the new password hash and ends every session of the creator. */
export async function replacePassword(
  trx: Kysely<DB>,
  userId: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
