import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The names a creator is reached by (the current one and those given up, which still redirect)
 * and the ids of their events: what the HTTP cache may hold about them.
 */
export async function purgeNamesAndEvents(
  db: Kysely<DB>,
  userId: number,
): Promise<{ usernames: string[]; eventIds: number[] }> {
  const [user, history, events] = await Promise.all([
    db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('username_history').select('username').where('user_id', '=', userId).execute(),
    db.selectFrom('events').select('id').where('user_id', '=', userId).execute(),
  ]);
  return {
    usernames: [...(user ? [user.username] : []), ...history.map((row) => row.username)],
    eventIds: events.map((row) => row.id),
  };
}
