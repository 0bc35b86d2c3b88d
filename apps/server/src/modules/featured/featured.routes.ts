import { type FeaturedCreatorsResponse, featuredCreatorsQuerySchema } from '@enlaza/shared/featured-creators';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { parse } from '../../http/validate';
import { presentFeaturedCreator } from './featured-creator.presenter';
import { findFeaturedCreators } from './featured-creators.repository';

/** GET /stats/featured-creators?period=30d&limit=50&category=musica: public ranking by profile visits. */
export async function featuredRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/stats/featured-creators', async (request): Promise<FeaturedCreatorsResponse> => {
    const query = parse(featuredCreatorsQuerySchema, request.query);
    const now = deps.clock.now();
    const rows = await findFeaturedCreators(deps.database.db, { ...query, now });
    return {
      success: true,
      data: { creators: rows.map((row) => presentFeaturedCreator(row, now)), period: query.period },
    };
  });
}
