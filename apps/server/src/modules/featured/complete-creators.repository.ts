import { FEATURED_OTHER_CATEGORY } from '@enlaza/shared/featured';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { CREATOR_CARD_COLUMNS, type FeaturedCreatorRow } from './featured-creators.repository';

export interface CompleteCreatorsFilter {
  limit: number;
  /** A category slug; 'otros' means creators without a category. */
  category?: string | undefined;
  /** Creators already shown (the ranked ones). */
  excludeIds: readonly number[];
}

/**
 * Verified creators whose page is complete (a bio or an avatar, and at least one active link), for the
 * featured list after the ranked ones: a new install, or a quiet period, still shows real pages.
 * Older accounts first, then the lower id, so the order is stable.
 */
export async function findCompleteCreators(
  db: Kysely<DB>,
  filter: CompleteCreatorsFilter,
): Promise<FeaturedCreatorRow[]> {
  if (filter.limit <= 0) return [];
  let query = db
    .selectFrom('users as u')
    .leftJoin('categories as c', 'c.id', 'u.category_id')
    .select(CREATOR_CARD_COLUMNS)
    // Pages for adults only and erased accounts are never featured (issue 22).
    .where('u.sensitive_content', '=', 0)
    .where('u.deleted_at', 'is', null)
    .where('u.email_verified_at', 'is not', null)
    // Suspended pages neither (issue 22).
    .where('u.suspended_at', 'is', null)
    .where((eb) => eb.or([eb(eb.fn('trim', ['u.bio']), '<>', ''), eb('u.profile_image', 'is not', null)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('links as l')
          .select('l.id')
          .whereRef('l.user_id', '=', 'u.id')
          .where('l.is_active', '=', 1),
      ),
    );
  if (filter.excludeIds.length > 0) query = query.where('u.id', 'not in', [...filter.excludeIds]);
  if (filter.category === FEATURED_OTHER_CATEGORY.slug) {
    query = query.where('u.category_id', 'is', null);
  } else if (filter.category) {
    query = query.where('c.slug', '=', filter.category);
  }
  const rows = await query
    .orderBy('u.created_at', 'asc')
    .orderBy('u.id', 'asc')
    .limit(filter.limit)
    .execute();
  return rows.map((r) => ({ ...r, period_visits: 0 }));
}
