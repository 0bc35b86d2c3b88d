import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** The creator who started the music connection whose OAuth state has this hash, if it is pending. */
export async function findStateOwner(db: Kysely<DB>, stateHash: string): Promise<number | null> {
  const row = await db
    .selectFrom('music_oauth_states')
    .select('user_id')
    .where('state_hash', '=', stateHash)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
