import { STATS_DEFAULT_PERIOD, STATS_MESSAGES } from '@enlaza/shared/stats';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { fieldError } from '../../http/errors';
import { requireAuth } from '../../plugins/authenticate';
import { dashboardStats } from './dashboard-stats';
import { periodDays } from './stats-period';

/** GET /stats/dashboard?period=30d: the figures of the dashboard home. */
export async function statsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Querystring: { period?: unknown } }>(
    '/stats/dashboard',
    { preHandler: app.authenticate },
    async (request) => {
      const { userId } = requireAuth(request);
      const raw = request.query.period ?? STATS_DEFAULT_PERIOD;
      const days = typeof raw === 'string' ? periodDays(raw) : null;
      if (days === null) throw fieldError('period', STATS_MESSAGES.periodInvalid);
      return { success: true, data: await dashboardStats(deps, userId, days) };
    },
  );
}
