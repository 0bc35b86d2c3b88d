import { featuredContract as contract } from '@enlaza/shared/featured';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/api';
import { featuredCreators } from './featured-ranking';

/**
 * GET /stats/featured-creators?period=30d&limit=50&category=musica: public ranking by profile visits,
 * then creators with a complete page and no visits in the period.
 */
export async function featuredRoutes(app: Api, deps: Pick<AppDeps, 'database' | 'clock'>): Promise<void> {
  app.get('/stats/featured-creators', { schema: contract.list }, async (request) => {
    const query = request.query;
    return {
      success: true as const,
      data: { creators: await featuredCreators(deps, query), period: query.period },
    };
  });
}
