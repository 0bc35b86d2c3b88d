import { monthlyContract as contract, MONTHLY_MESSAGES } from '@enlaza/shared/monthly';
import type { CreatorApi } from '../../http/api';
import type { MonthlyService } from './monthly.service';
import { presentTier } from './tier.presenter';

/** Monthly support behind login: the tiers editor and the supporters list (issue 21). */
export async function monthlyRoutes(app: CreatorApi, monthly: MonthlyService): Promise<void> {
  app.get('/monthly/tiers', { schema: contract.tiers }, async (request) => {
    const tiers = await monthly.tiers.list(request.auth.userId);
    return { success: true as const, data: { tiers: tiers.map(presentTier) } };
  });

  app.post('/monthly/tiers', { schema: contract.createTier }, async (request, reply) => {
    const tier = await monthly.tiers.create(request.auth.userId, request.auth.username, request.body);
    return reply
      .status(201)
      .send({ success: true, message: MONTHLY_MESSAGES.tierCreated, data: { tier: presentTier(tier) } });
  });

  app.put('/monthly/tiers/:id', { schema: contract.updateTier }, async (request) => {
    const { userId, username } = request.auth;
    const tier = await monthly.tiers.update(userId, username, request.params.id, request.body);
    return {
      success: true as const,
      message: MONTHLY_MESSAGES.tierUpdated,
      data: { tier: presentTier(tier) },
    };
  });

  app.delete('/monthly/tiers/:id', { schema: contract.deleteTier }, async (request) => {
    await monthly.tiers.remove(request.auth.userId, request.params.id);
    return { success: true as const, message: MONTHLY_MESSAGES.tierDeleted, data: {} };
  });

  app.get('/monthly/supporters', { schema: contract.supporters }, async (request) => {
    const { status, page } = request.query;
    return { success: true as const, data: await monthly.supporters.page(request.auth.userId, status, page) };
  });

  app.post('/monthly/supporters/:id/cancel', { schema: contract.cancelSupporter }, async (request) => {
    const supporter = await monthly.supporters.cancel(request.auth.userId, request.params.id);
    return { success: true as const, message: MONTHLY_MESSAGES.cancelled, data: { supporter } };
  });
}
