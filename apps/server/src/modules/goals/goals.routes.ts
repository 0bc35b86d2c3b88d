import { GOAL_MESSAGES } from '@enlaza/shared/goals';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { routeId } from '../../http/request-input';
import { requireAuth } from '../../plugins/authenticate';
import { GoalsService } from './goals.service';

type WithId = { Params: { id: string } };

/** The creator's goal: list (active first), create, edit or deactivate. */
export async function goalsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const goals = new GoalsService(deps);
  const auth = { preHandler: app.authenticate };

  app.get('/goals', auth, async (request) => {
    const list = await goals.list(requireAuth(request).userId);
    const goal = list.find((g) => g.is_active) ?? null;
    return { success: true, data: { goals: list, goal }, goals: list };
  });

  app.get<WithId>('/goals/:id', auth, async (request) => {
    const { userId } = requireAuth(request);
    const goal = await goals.present(
      await goals.get(userId, routeId(request.params.id, GOAL_MESSAGES.notFound)),
    );
    return { success: true, data: { goal } };
  });

  app.post('/goals', auth, async (request, reply) => {
    const goal = await goals.present(await goals.create(requireAuth(request).userId, request.body));
    return reply.status(201).send({ success: true, message: GOAL_MESSAGES.created, data: { goal } });
  });

  app.put<WithId>('/goals/:id', auth, async (request) => {
    const { userId } = requireAuth(request);
    const row = await goals.update(userId, routeId(request.params.id, GOAL_MESSAGES.notFound), request.body);
    const message = row.is_active === 1 ? GOAL_MESSAGES.updated : GOAL_MESSAGES.deleted;
    return { success: true, message, data: { goal: await goals.present(row) } };
  });
}
