import type { FeaturedCreator, FeaturedPeriod } from '@enlaza/shared/featured-creators';
import type { AppDeps } from '../../app-deps';
import { findCompleteCreators } from './complete-creators.repository';
import { presentFeaturedCreator } from './featured-creator.presenter';
import { findFeaturedCreators } from './featured-creators.repository';

export interface FeaturedQuery {
  period: FeaturedPeriod;
  limit: number;
  category?: string | undefined;
}

/**
 * The featured ranking (spec 01 §7): creators ranked by profile visits in the period, then creators
 * with a complete page and no visits in it. The API and the server-rendered page both read this.
 */
export async function featuredCreators(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  query: FeaturedQuery,
): Promise<FeaturedCreator[]> {
  const now = deps.clock.now();
  const ranked = await findFeaturedCreators(deps.database.db, { ...query, now });
  const complete = await findCompleteCreators(deps.database.db, {
    limit: query.limit - ranked.length,
    category: query.category,
    excludeIds: ranked.map((row) => row.id),
  });
  return [...ranked, ...complete].map((row) => presentFeaturedCreator(row, now));
}
