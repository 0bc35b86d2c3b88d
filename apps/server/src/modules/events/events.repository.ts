import type { EventListQuery } from '@enlaza/shared/events';
import { type ExpressionBuilder, type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { DB, EventsTable } from '../../db/schema';
import type { EventRow } from './event.presenter';

/** Argentine wall-clock date and time (argentinaNow). */
export interface WallClock {
  date: string;
  time: string;
}

/** Published and not started yet at `now` (the rule of isEventUpcoming). */
function upcoming(eb: ExpressionBuilder<DB, 'events'>, now: WallClock) {
  return eb.and([
    eb('status', '=', 'published'),
    eb.or([
      eb('event_date', '>', now.date),
      eb.and([
        eb('event_date', '=', now.date),
        eb.or([eb('event_time', 'is', null), eb('event_time', '>', now.time)]),
      ]),
    ]),
  ]);
}

/** One page of a creator's events matching the list filters, and how many match in all. */
export async function listEvents(
  db: Kysely<DB>,
  userId: number,
  query: EventListQuery,
  now: WallClock,
): Promise<{ rows: EventRow[]; total: number }> {
  let base = db.selectFrom('events').where('user_id', '=', userId);
  if (query.status) base = base.where('status', '=', query.status);
  if (query.category) base = base.where('category', '=', query.category);
  if (query.upcoming === true) base = base.where((eb) => upcoming(eb, now));
  if (query.upcoming === false) {
    base = base.where('status', '=', 'published').where((eb) => eb.not(upcoming(eb, now)));
  }
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // Past events read newest first; everything else in calendar order.
  const direction = query.upcoming === false ? 'desc' : 'asc';
  const rows = await base
    .selectAll()
    .orderBy('event_date', direction)
    // NULL sorts differently in the two dialects; an event without a time goes first on its day.
    .orderBy(sql`coalesce(event_time, '')`, direction)
    .orderBy('id', direction)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { rows, total: Number(counted.n) };
}

export function findCreatorEvent(db: Kysely<DB>, userId: number, id: number): Promise<EventRow | undefined> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertEvent(trx: Kysely<DB>, values: Insertable<EventsTable>): Promise<EventRow> {
  return trx.insertInto('events').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The updated event, or undefined when the creator has no event with this id. */
export function updateCreatorEvent(
  trx: Kysely<DB>,
  userId: number,
  id: number,
  values: Updateable<EventsTable>,
): Promise<EventRow | undefined> {
  return trx
    .updateTable('events')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** The deleted event's title, or undefined when the creator has no event with this id. */
export function deleteCreatorEvent(
  trx: Kysely<DB>,
  userId: number,
  id: number,
): Promise<{ title: string } | undefined> {
  return trx
    .deleteFrom('events')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('title')
    .executeTakeFirst();
}

/** Whether any event or profile (any creator's) still shows the image at this URL. */
export async function isImageInUse(db: Kysely<DB>, url: string): Promise<boolean> {
  const inEvents = await db.selectFrom('events').select('id').where('image_url', '=', url).executeTakeFirst();
  if (inEvents) return true;
  const inProfiles = await db
    .selectFrom('users')
    .select('id')
    .where('profile_image', '=', url)
    .executeTakeFirst();
  return inProfiles !== undefined;
}

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
