import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { DB, LinksTable } from '../../db/schema';
import type { LinkRow } from './link.presenter';

/**
 * Serialises a creator's link writes: on PostgreSQL, locks the creator's row until the transaction
 * ends (SQLite transactions are serial already, so nothing to do there).
 */
export async function lockCreatorForLinks(trx: Kysely<DB>, dialect: Dialect, userId: number) {
  if (dialect === 'postgres') {
    await sql`select id from users where id = ${userId} for update`.execute(trx);
  }
}

/** The creator's links in display order. */
export function listCreatorLinks(db: Kysely<DB>, userId: number): Promise<LinkRow[]> {
  return db
    .selectFrom('links')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('order_position')
    .orderBy('id')
    .execute();
}

export function findCreatorLink(db: Kysely<DB>, userId: number, id: number): Promise<LinkRow | undefined> {
  return db
    .selectFrom('links')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** How many links the creator has and the highest position among them. */
export function countCreatorLinks(trx: Kysely<DB>, userId: number) {
  return trx
    .selectFrom('links')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('order_position').as('last')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function insertLink(trx: Kysely<DB>, values: Insertable<LinksTable>): Promise<LinkRow> {
  return trx.insertInto('links').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The updated link, or undefined when the creator has no link with this id. */
export function updateCreatorLink(
  trx: Kysely<DB>,
  userId: number,
  id: number,
  values: Updateable<LinksTable>,
): Promise<LinkRow | undefined> {
  return trx
    .updateTable('links')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** The deleted link's title and thumbnail, or undefined when the creator has no link with this id. */
export function deleteCreatorLink(
  trx: Kysely<DB>,
  userId: number,
  id: number,
): Promise<{ title: string; thumbnail_url: string | null } | undefined> {
  return trx
    .deleteFrom('links')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['title', 'thumbnail_url'])
    .executeTakeFirst();
}

export async function creatorLinkIds(trx: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await trx.selectFrom('links').select('id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.id);
}

/** Moves one of the creator's links; updated_at is left alone (a new order is not an edit of it). */
export async function setLinkPosition(
  trx: Kysely<DB>,
  userId: number,
  id: number,
  position: number,
): Promise<void> {
  await trx
    .updateTable('links')
    .set({ order_position: position })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Creators with an active link whose schedule boundary (`starts_at` shows it, `ends_at` hides it)
 * fell in (after, until]: their public page changed with no write.
 */
export async function creatorsWithLinkBoundaryBetween(
  db: Kysely<DB>,
  after: string,
  until: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('links')
    .select('user_id')
    .distinct()
    .where('is_active', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('starts_at', '>', after), eb('starts_at', '<=', until)]),
        eb.and([eb('ends_at', '>', after), eb('ends_at', '<=', until)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.user_id);
}
