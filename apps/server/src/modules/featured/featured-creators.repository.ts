import type { FeaturedPeriod } from '@enlaza/shared/featured';
import { FEATURED_OTHER_CATEGORY } from '@enlaza/shared/featured';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { addDays, argentinaDayStart, featuredWindow } from './featured-window';

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

const TOTALS_COLUMN = {
  '7d': 'visits_7d',
  '30d': 'visits_30d',
  '90d': 'visits_90d',
  all: 'visits_all',
} as const;

/**
 * Creators ranked by the unique visitors of their profile in the period (a visitor hash rotates
 * daily, so this is the sum of each day's unique visitors, as stats_daily_views counts them), so
 * reloading a page does not climb the ranking, and one address changing browsers is capped (see
 * tracking/tracking-caps.ts). Ties go to the creator with more unique visitors overall, then to the
 * older account, then to the lower id, so the order never depends on how the database happens to
 * return rows. Creators without views are left out.
 *
 * Read from what is already counted (featured-window.ts): the day's featured_visit_totals
 * (FeaturedTotals.ensure first), yesterday's roll-up, and the raw views of today and of the
 * period's first, partial day only. `views.day` and the `created_at` range say the same; the range
 * is what page_views is indexed by.
 */
export async function findFeaturedCreators(
  db: Kysely<DB>,
  filter: FeaturedCreatorsFilter,
): Promise<FeaturedCreatorRow[]> {
  const w = featuredWindow(filter.period, filter.now);
  /** Distinct visitors per creator among the raw profile views of one day, from `from` up to `to`. */
  const uniqueVisitors = (
    day: string,
    from: readonly ['>=' | '>', string],
    to: readonly ['<=' | '<', string],
    countsForAll: boolean,
  ) =>
    db
      .selectFrom('page_views')
      .select((eb) => {
        const visitors = eb.fn.count<number>('visitor_hash').distinct();
        return [
          'user_id',
          visitors.as('visits'),
          (countsForAll ? visitors : sql<number>`0`).as('all_visits'),
        ];
      })
      .where('page', '=', 'profile')
      .where('day', '=', day)
      .where('created_at', from[0], from[1])
      .where('created_at', to[0], to[1])
      .groupBy('user_id');

  let visits = db
    .selectFrom('featured_visit_totals')
    .select([
      'user_id',
      sql.ref<number>(TOTALS_COLUMN[filter.period]).as('visits'),
      sql.ref<number>('visits_all').as('all_visits'),
    ])
    .where('as_of', '=', w.today)
    .unionAll(
      db
        .selectFrom('stats_daily_views')
        .select(['user_id', 'unique_views as visits', 'unique_views as all_visits'])
        .where('day', '=', w.yesterday),
    )
    .unionAll(uniqueVisitors(w.today, ['>=', argentinaDayStart(w.today)], ['<=', w.until], true));
  if (w.start) {
    // The start day is already in the all-time totals.
    visits = visits.unionAll(
      uniqueVisitors(
        w.start.day,
        ['>', w.start.since],
        ['<', argentinaDayStart(addDays(w.start.day, 1))],
        false,
      ),
    );
  }

  let query = db
    .selectFrom((qb) =>
      qb
        .selectFrom(visits.as('v'))
        .select((eb) => [
          'v.user_id',
          eb.fn.sum<number>('v.visits').as('visits'),
          eb.fn.sum<number>('v.all_visits').as('all_visits'),
        ])
        .groupBy('v.user_id')
        .having((eb) => eb.fn.sum('v.visits'), '>', 0)
        .as('pv'),
    )
    .innerJoin('users as u', 'u.id', 'pv.user_id')
    .leftJoin('categories as c', 'c.id', 'u.category_id')
    .select([...CREATOR_CARD_COLUMNS, 'pv.visits as period_visits'])
    // Pages for adults only, erased, suspended or unverified ones are never featured (issue 22).
    .where('u.sensitive_content', '=', 0)
    .where('u.deleted_at', 'is', null)
    .where('u.email_verified_at', 'is not', null)
    .where('u.suspended_at', 'is', null);
  if (filter.category === FEATURED_OTHER_CATEGORY.slug) {
    query = query.where('u.category_id', 'is', null);
  } else if (filter.category) {
    query = query.where('c.slug', '=', filter.category);
  }
  const rows = await query
    .orderBy('pv.visits', 'desc')
    .orderBy('pv.all_visits', 'desc')
    .orderBy('u.created_at', 'asc')
    .orderBy('u.id', 'asc')
    .limit(filter.limit)
    .execute();
  return rows.map((r) => ({ ...r, period_visits: Number(r.period_visits) }));
}
