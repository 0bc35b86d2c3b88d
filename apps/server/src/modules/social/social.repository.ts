import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, SocialLinksTable } from '../../db/schema';

export type SocialRow = Selectable<SocialLinksTable>;

/** The creator's social icons in their order. */
export function listSocialLinks(db: Kysely<DB>, userId: number): Promise<SocialRow[]> {
  return db
    .selectFrom('social_links')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('order_position')
    .orderBy('id')
    .execute();
}

export async function deleteSocialLinks(
  trx: Kysely<DB>,
  userId: number,
  keep: readonly string[],
): Promise<void> {
  let query = trx.deleteFrom('social_links').where('user_id', '=', userId);
  if (keep.length > 0) query = query.where('network', 'not in', keep);
  await query.execute();
}

/**
 * Writes one icon: a network the creator already had keeps its row (and its click count) with the
 * new value and position; a new one is inserted.
 */
export async function upsertSocialLink(trx: Kysely<DB>, row: Insertable<SocialLinksTable>): Promise<void> {
  await trx
    .insertInto('social_links')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'network']).doUpdateSet({
        value: row.value,
        url: row.url,
        order_position: row.order_position,
      }),
    )
    .execute();
}
