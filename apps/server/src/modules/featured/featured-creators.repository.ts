import type { FeaturedPeriod } from '@enlaza/shared/featured-creators';
import { FEATURED_OTHER_CATEGORY, FEATURED_PERIOD_DAYS } from '@enlaza/shared/featured-creators';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const DAY_MS = 86_400_000;

/** What a featured card shows of a creator (`u` = users, `c` = their category). */
export const CREATOR_CARD_COLUMNS = [
  'u.id',
  'u.username',
  'u.full_name',
  'u.bio',
  'u.profile_image',
  'u.created_at',
  'c.slug as category_slug',
  'c.name as category_name',
] as const;
export interface FeaturedCreatorRow {
  id: number;
  username: string;
  full_name: string;
  bio: string;
  profile_image: string | null;
  created_at: string;
  category_slug: string | null;
  category_name: string | null;
  period_visits: number;
}

export interface FeaturedCreatorsFilter {
  period: FeaturedPeriod;
  limit: number;
  /** A category slug; 'otros' means creators without a category. */
  category?: string | undefined;
  now: Date;
}

/**
 * Creators ranked by the unique visitors of their profile in the period: distinct visitor hashes of
 * page_views page='profile' (a hash rotates daily, so this sums each day's unique visitors), so
 * reloading a page does not climb the ranking, and one address changing browsers is capped (see
 * tracking/tracking-caps.ts). Ties go to the creator with more unique visitors overall, then to the
 * older account, then to the lower id, so the order never depends on how the database happens to
 * return rows. Creators without views are left out.
 */
export async function findFeaturedCreators(
  db: Kysely<DB>,
  filter: FeaturedCreatorsFilter,
): Promise<FeaturedCreatorRow[]> {
  const days = FEATURED_PERIOD_DAYS[filter.period];
  const until = filter.now.toISOString();
  const since = days === null ? null : new Date(filter.now.getTime() - days * DAY_MS).toISOString();

  let query = db
    .selectFrom((qb) => {
      let views = qb
        .selectFrom('page_views')
        .select((eb) => ['user_id', eb.fn.count<number>('visitor_hash').distinct().as('visits')])
        .where('page', '=', 'profile')
        .where('created_at', '<=', until);
      if (since) views = views.where('created_at', '>', since);
      return views.groupBy('user_id').as('pv');
    })
    .innerJoin('users as u', 'u.id', 'pv.user_id')
    .innerJoin(
      (qb) =>
        qb
          .selectFrom('page_views')
          .select((eb) => ['user_id', eb.fn.count<number>('visitor_hash').distinct().as('visits')])
          .where('page', '=', 'profile')
          .where('created_at', '<=', until)
          .groupBy('user_id')
          .as('pv_all'),
      (join) => join.onRef('pv_all.user_id', '=', 'u.id'),
    )
    .leftJoin('categories as c', 'c.id', 'u.category_id')
    .select([...CREATOR_CARD_COLUMNS, 'pv.visits as period_visits']);

  if (filter.category === FEATURED_OTHER_CATEGORY.slug) {
    query = query.where('u.category_id', 'is', null);
  } else if (filter.category) {
    query = query.where('c.slug', '=', filter.category);
  }

  const rows = await query
    .orderBy('pv.visits', 'desc')
    .orderBy('pv_all.visits', 'desc')
    .orderBy('u.created_at', 'asc')
    .orderBy('u.id', 'asc')
    .limit(filter.limit)
    .execute();
  return rows.map((r) => ({ ...r, period_visits: Number(r.period_visits) }));
}
