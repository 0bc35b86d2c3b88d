import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventRow } from '../events/event.presenter';

/** Every event of the creator, any status, in calendar order (an event without a time first). */
export function allCreatorEvents(db: Kysely<DB>, userId: number): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('event_date')
    .orderBy(sql`coalesce(event_time, '')`)
    .orderBy('id')
    .execute();
}

export function accountOwner(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

export function categoryById(db: Kysely<DB>, categoryId: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'description', 'icon', 'color', 'order_position'])
    .where('id', '=', categoryId)
    .executeTakeFirst();
}
