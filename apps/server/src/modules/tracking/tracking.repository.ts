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

/** A link by id, the featured music by its URL, or a social icon (`social: true`) by its URL. */
export type ClickTarget = { linkId: number } | { url: string } | { url: string; social: true };

/** Whether this visitor has a click of this kind (and link or url) for the creator after `since`. */
export async function hasClickSince(
  db: Kysely<DB>,
  click: { userId: number; visitorHash: string; since: string; target: ClickTarget },
): Promise<boolean> {
  let query = db
    .selectFrom('link_clicks')
    .select('id')
    .where('user_id', '=', click.userId)
    .where('created_at', '>', click.since)
    .where('visitor_hash', '=', click.visitorHash);
  const { target } = click;
  query =
    'linkId' in target
      ? query.where('kind', '=', 'link').where('link_id', '=', target.linkId)
      : query.where('kind', '=', 'social' in target ? 'social' : 'spotify').where('url', '=', target.url);
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

/** A creator's social icon (issue 24) by (lower-case) username and network, or undefined. */
export function findSocialLink(db: Kysely<DB>, username: string, network: string) {
  return db
    .selectFrom('social_links')
    .innerJoin('users', 'users.id', 'social_links.user_id')
    .select(['social_links.id', 'social_links.user_id', 'social_links.url', 'users.suspended_at'])
    .where('users.username', '=', username)
    .where('users.deleted_at', 'is', null)
    .where('social_links.network', '=', network)
    .executeTakeFirst();
}

export async function incrementSocialClickCount(trx: Kysely<DB>, socialId: number): Promise<void> {
  await trx
    .updateTable('social_links')
    .set((eb) => ({ click_count: eb('click_count', '+', 1) }))
    .where('id', '=', socialId)
    .execute();
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
