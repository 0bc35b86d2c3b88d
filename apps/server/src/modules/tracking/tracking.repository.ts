import type { Insertable, Kysely } from 'kysely';
import { isLinkShown } from '../../db/link-visibility';
import type { DB, LinkClicksTable, PageViewsTable } from '../../db/schema';

export async function insertPageViews(trx: Kysely<DB>, views: Insertable<PageViewsTable>[]): Promise<void> {
  await trx.insertInto('page_views').values(views).execute();
}

export async function insertLinkClick(trx: Kysely<DB>, click: Insertable<LinkClicksTable>): Promise<void> {
  await trx.insertInto('link_clicks').values(click).execute();
}

export async function incrementLinkClickCount(trx: Kysely<DB>, linkId: number): Promise<void> {
  await trx
    .updateTable('links')
    .set((eb) => ({ click_count: eb('click_count', '+', 1) }))
    .where('id', '=', linkId)
    .execute();
}

/** The id of the creator with this (lower-case) username, if any. */
export async function findCreatorIdByUsername(db: Kysely<DB>, username: string): Promise<number | undefined> {
  const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return user?.id;
}

/** Whether this visitor has a click of this kind (and link or url) for the creator after `since`. */
export async function hasClickSince(
  db: Kysely<DB>,
  click: { userId: number; visitorHash: string; since: string; target: { linkId: number } | { url: string } },
): Promise<boolean> {
  let query = db
    .selectFrom('link_clicks')
    .select('id')
    .where('user_id', '=', click.userId)
    .where('created_at', '>', click.since)
    .where('visitor_hash', '=', click.visitorHash);
  query =
    'linkId' in click.target
      ? query.where('kind', '=', 'link').where('link_id', '=', click.target.linkId)
      : query.where('kind', '=', 'spotify').where('url', '=', click.target.url);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** A link shown to visitors at `now` (active, in schedule) of an existing creator, or undefined. */
export function findShownLink(db: Kysely<DB>, linkId: number, now: Date) {
  return db
    .selectFrom('links')
    .innerJoin('users', 'users.id', 'links.user_id')
    .select(['links.id', 'links.user_id', 'links.url', 'users.suspended_at'])
    .where('links.id', '=', linkId)
    .where((eb) => isLinkShown(eb, now))
    .executeTakeFirst();
}

/** Whether the event exists and belongs to this creator (a view names both). */
export async function isCreatorsEvent(db: Kysely<DB>, userId: number, eventId: number): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
