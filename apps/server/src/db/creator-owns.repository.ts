import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** Whether a creator's goal or event with this id exists (another creator's is simply not theirs). */
export async function creatorOwns(
  db: Kysely<DB>,
  table: 'goals' | 'events',
  id: number,
  creatorId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', creatorId)
    .executeTakeFirst();
  return row !== undefined;
}
