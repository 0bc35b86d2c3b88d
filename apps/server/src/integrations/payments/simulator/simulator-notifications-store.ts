import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, SimMpNotificationsTable } from '../../../db/schema';

/** The simulated Mercado Pago's outgoing webhook notifications. */

export async function insertNotification(
  trx: Kysely<DB>,
  values: Insertable<SimMpNotificationsTable>,
): Promise<void> {
  await trx.insertInto('sim_mp_notifications').values(values).execute();
}

export function findUndelivered(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('sim_mp_notifications')
    .selectAll()
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
}

export async function updateNotification(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<SimMpNotificationsTable>,
): Promise<void> {
  await db.updateTable('sim_mp_notifications').set(changes).where('id', '=', id).execute();
}

export async function deleteNotification(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('sim_mp_notifications').where('id', '=', id).execute();
}

/** Up to `limit` undelivered notifications whose next attempt is due at `now`, earliest first. */
export async function dueNotificationIds(db: Kysely<DB>, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sim_mp_notifications')
    .select('id')
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
