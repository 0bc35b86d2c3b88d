import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, PostsTable } from '../../db/schema';

export type PostRow = Selectable<PostsTable>;

/** The creator's posts, newest first. */
export function listCreatorPosts(db: Kysely<DB>, userId: number): Promise<PostRow[]> {
  return db.selectFrom('posts').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

export function findCreatorPost(db: Kysely<DB>, userId: number, id: number): Promise<PostRow | undefined> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertPost(db: Kysely<DB>, values: Insertable<PostsTable>): Promise<PostRow> {
  return db.insertInto('posts').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The updated post, or undefined when the creator has no post with this id. */
export function updateCreatorPost(
  db: Kysely<DB>,
  userId: number,
  id: number,
  values: Updateable<PostsTable>,
): Promise<PostRow | undefined> {
  return db
    .updateTable('posts')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** The deleted post's status and image, or undefined when the creator has no post with this id. */
export function deleteCreatorPost(
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<Pick<PostRow, 'status' | 'audience_kind' | 'image_url'> | undefined> {
  return db
    .deleteFrom('posts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['status', 'audience_kind', 'image_url'])
    .executeTakeFirst();
}

/**
 * Publishes every scheduled post whose time has come, in one statement: a post moves from
 * 'scheduled' to 'published' once, whoever runs it, and is returned only to that caller.
 */
export function publishDuePosts(db: Kysely<DB>, now: string): Promise<Pick<PostRow, 'id' | 'user_id'>[]> {
  return db
    .updateTable('posts')
    .set((eb) => ({ status: 'published', published_at: eb.ref('publish_at'), updated_at: now }))
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', now)
    .returning(['id', 'user_id'])
    .execute();
}

/** A creator's published posts for these audiences, newest first. */
export function publishedPostsFor(
  db: Kysely<DB>,
  userId: number,
  audiences: PostRow['audience_kind'][],
  limit: number,
  offset: number,
): Promise<PostRow[]> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'published')
    .where('audience_kind', 'in', audiences)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** One published post of a creator, for this audience. */
export function publishedPostFor(
  db: Kysely<DB>,
  userId: number,
  id: number,
  audience: PostRow['audience_kind'],
): Promise<PostRow | undefined> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'published')
    .where('audience_kind', '=', audience)
    .executeTakeFirst();
}

/** The audience of a creator's published post, whatever it is (no body read). */
export async function publishedPostAudience(
  db: Kysely<DB>,
  userId: number,
  id: number,
): Promise<PostRow['audience_kind'] | undefined> {
  const row = await db
    .selectFrom('posts')
    .select('audience_kind')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row?.audience_kind;
}
