import { goalsContract as contract, GOAL_MESSAGES } from '@enlaza/shared/goals';
import type { CreatorApi } from '../../http/api';
import type { GoalsService } from './goals.service';

/** The creator's goal: list (active first), create, edit or deactivate. */
/** `goals` is the app's one GoalsService, built in create-deps.ts. */
export async function goalsRoutes(app: CreatorApi, goals: GoalsService): Promise<void> {
  app.get('/goals', { schema: contract.list }, async (request) => {
    const list = await goals.list(request.auth.userId);
    return { success: true as const, data: { goals: list, goal: list.find((g) => g.is_active) ?? null } };
  });

  app.get('/goals/:id', { schema: contract.get }, async (request) => {
    const goal = await goals.present(await goals.get(request.auth.userId, request.params.id));
    return { success: true as const, data: { goal } };
  });

  app.post('/goals', { schema: contract.create }, async (request, reply) => {
    const goal = await goals.present(await goals.create(request.auth.userId, request.body));
    return reply.status(201).send({ success: true, message: GOAL_MESSAGES.created, data: { goal } });
  });

  app.put('/goals/:id', { schema: contract.update }, async (request) => {
    const row = await goals.update(request.auth.userId, request.params.id, request.body);
    const message = row.is_active === 1 ? GOAL_MESSAGES.updated : GOAL_MESSAGES.deleted;
    return { success: true as const, message, data: { goal: await goals.present(row) } };
  });
}
