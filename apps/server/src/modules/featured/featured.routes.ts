import { featuredContract as contract } from '@enlaza/shared/featured-creators-contract';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/api';
import { findCompleteCreators } from './complete-creators.repository';
import { presentFeaturedCreator } from './featured-creator.presenter';
import { findFeaturedCreators } from './featured-creators.repository';

/**
 * GET /stats/featured-creators?period=30d&limit=50&category=musica: public ranking by profile visits,
 * then creators with a complete page and no visits in the period.
 */
export async function featuredRoutes(app: Api, deps: AppDeps): Promise<void> {
  app.get('/stats/featured-creators', { schema: contract.list }, async (request) => {
    const query = request.query;
    const now = deps.clock.now();
    const ranked = await findFeaturedCreators(deps.database.db, { ...query, now });
    const complete = await findCompleteCreators(deps.database.db, {
      limit: query.limit - ranked.length,
      category: query.category,
      excludeIds: ranked.map((row) => row.id),
    });
    const rows = [...ranked, ...complete];
    return {
      success: true as const,
      data: { creators: rows.map((row) => presentFeaturedCreator(row, now)), period: query.period },
    };
  });
}
