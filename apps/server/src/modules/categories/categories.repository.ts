import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Every category, in display order. */
export function listCategories(db: Kysely<DB>) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'description', 'icon', 'color', 'order_position'])
    .orderBy('order_position')
    .orderBy('id')
    .execute();
}
