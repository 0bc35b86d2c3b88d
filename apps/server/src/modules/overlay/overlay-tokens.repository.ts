import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The creator's sealed token, if they have one. */
export async function sealedTokenOf(db: Kysely<DB>, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('overlay_tokens')
    .select('token_sealed')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.token_sealed;
}

/**
 * Stores the creator's token unless they have one already (two first visits at once keep the first);
 * answers the sealed token now in place.
 */
export async function insertTokenOnce(
  db: Kysely<DB>,
  values: { user_id: number; token_hash: string; token_sealed: string; created_at: string },
): Promise<string> {
  await db
    .insertInto('overlay_tokens')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const sealed = await sealedTokenOf(db, values.user_id);
  if (sealed === undefined) throw new Error('overlay token not stored');
  return sealed;
}

/** Replaces the creator's token (or makes their first): the old one finds nobody from now on. */
export async function replaceToken(
  db: Kysely<DB>,
  values: { user_id: number; token_hash: string; token_sealed: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('overlay_tokens')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        token_hash: values.token_hash,
        token_sealed: values.token_sealed,
        created_at: values.created_at,
      }),
    )
    .execute();
}

/** The creator an overlay token belongs to, while their page is up (not deleted nor suspended). */
export async function creatorOfToken(db: Kysely<DB>, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('overlay_tokens')
    .innerJoin('users', 'users.id', 'overlay_tokens.user_id')
    .select('users.id')
    .where('overlay_tokens.token_hash', '=', tokenHash)
    .where('users.deleted_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}
