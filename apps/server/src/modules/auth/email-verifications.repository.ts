import type { Insertable, Kysely } from 'kysely';
import type { DB, EmailVerificationsTable } from '../../db/schema';

export async function insertEmailVerification(
  db: Kysely<DB>,
  values: Insertable<EmailVerificationsTable>,
): Promise<void> {
  await db.insertInto('email_verifications').values(values).execute();
}

export function findEmailVerification(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('email_verifications')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the link used if nobody has yet; true when this call is the one that claimed it. */
export async function claimEmailVerification(
  trx: Kysely<DB>,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Marks every unused link of the creator used (their email changed: the old links verify nothing). */
export async function voidEmailVerifications(trx: Kysely<DB>, userId: number, now: string): Promise<void> {
  await trx
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks the creator verified, only while `email` is still their address; true when it did. */
export async function markEmailVerified(
  trx: Kysely<DB>,
  userId: number,
  email: string,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The new address, unverified from now on. */
export async function replaceEmail(trx: Kysely<DB>, userId: number, email: string, now: string) {
  return trx
    .updateTable('users')
    .set({ email, email_verified_at: null, updated_at: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
