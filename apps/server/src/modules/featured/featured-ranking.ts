import type { FeaturedCreator } from '@enlaza/shared/featured';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import type { FeaturedQuery } from '../../ports/featured-ranking';
import { findCompleteCreators } from './complete-creators.repository';
import { FeaturedCache } from './featured-cache';
import { presentFeaturedCreator } from './featured-creator.presenter';
import { findFeaturedCreators } from './featured-creators.repository';
import { FeaturedTotals } from './featured-totals';
import { featuredWindow } from './featured-window';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

interface FeaturedState {
  totals: FeaturedTotals;
  cache: FeaturedCache<FeaturedCreator[]>;
}

// One per app (each app has its own database handle), so tests and copies never share answers.
const states = new WeakMap<Database, FeaturedState>();

function featuredState(deps: Deps): FeaturedState {
  let state = states.get(deps.database);
  if (!state) {
    state = {
      totals: new FeaturedTotals(deps.database.db, deps.clock),
      cache: new FeaturedCache(deps.clock),
    };
    states.set(deps.database, state);
  }
  return state;
}

/**
 * The featured ranking (spec 01 §7): creators ranked by profile visits in the period, then creators
 * with a complete page and no visits in it. The API and the server-rendered page both read this,
 * through this copy's short cache (featured-cache.ts).
 */
export function featuredCreators(deps: Deps, query: FeaturedQuery): Promise<FeaturedCreator[]> {
  const state = featuredState(deps);
  const key = `${query.period}|${query.limit}|${query.category ?? ''}`;
  return state.cache.get(key, async () => {
    const now = deps.clock.now();
    await state.totals.ensure(featuredWindow(query.period, now).today);
    const ranked = await findFeaturedCreators(deps.database.db, { ...query, now });
    const complete = await findCompleteCreators(deps.database.db, {
      limit: query.limit - ranked.length,
      category: query.category,
      excludeIds: ranked.map((row) => row.id),
    });
    return [...ranked, ...complete].map((row) => presentFeaturedCreator(row, now));
  });
}

/** For the background job: the day's totals ready before the first request after midnight needs them. */
export function prepareFeaturedTotals(deps: Deps): Promise<void> {
  return featuredState(deps).totals.ensure(featuredWindow('all', deps.clock.now()).today);
}
