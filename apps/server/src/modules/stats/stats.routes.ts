import { statsContract as contract } from '@enlaza/shared/stats';
import type { CreatorApi } from '../../http/api';
import { dashboardStats } from './dashboard-stats';
import type { StatsService } from './stats.service';
import type { StatsDeps } from './stats-deps';

/**
 * GET /stats/dashboard?period=30d: the figures of the dashboard home. GET /stats/overview, /visits,
 * /detailed and /funnel with period (7d, 30d, 90d, all) or startDate/endDate: the statistics screen.
 */
export async function statsRoutes(app: CreatorApi, stats: StatsService, deps: StatsDeps): Promise<void> {
  app.get('/stats/dashboard', { schema: contract.dashboard }, async (request) => {
    const days = Number.parseInt(request.query.period, 10);
    return { success: true as const, data: await dashboardStats(deps, request.auth.userId, days) };
  });

  app.get('/stats/overview', { schema: contract.overview }, async (request) => ({
    success: true as const,
    data: await stats.overview(request.auth.userId, request.query),
  }));

  app.get('/stats/visits', { schema: contract.visits }, async (request) => ({
    success: true as const,
    data: await stats.visits(request.auth.userId, request.query),
  }));

  app.get('/stats/detailed', { schema: contract.detailed }, async (request) => ({
    success: true as const,
    data: await stats.detailed(request.auth.userId, request.query),
  }));

  app.get('/stats/funnel', { schema: contract.funnel }, async (request) => ({
    success: true as const,
    data: await stats.funnel(request.auth.userId, request.query),
  }));
}
