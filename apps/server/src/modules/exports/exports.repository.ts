import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

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
