import {
  monthlyContract as contract,
  MONTHLY_MESSAGES,
  TIER_INDEXING_MESSAGES,
} from '@enlaza/shared/monthly';
import type { CreatorApi } from '../../http/api';
import type { MonthlyService } from './monthly.service';
import { presentTier } from './tier.presenter';
import type { TierWithCount } from './tiers.repository';

/** Monthly support behind login: the tiers editor and the supporters list (issue 21). */
export async function monthlyRoutes(app: CreatorApi, monthly: MonthlyService): Promise<void> {
  /** The tiers with how each follows its index and its next adjustment (issue 33). */
  const present = async (userId: number, tiers: TierWithCount[]) => {
    const facts = await monthly.indexing.factsFor(userId, tiers);
    return tiers.map((tier) => presentTier(tier, facts.get(tier.id)));
  };
  const presentOne = async (userId: number, tier: TierWithCount) =>
    (await present(userId, [tier]))[0] as ReturnType<typeof presentTier>;

  app.get('/monthly/tiers', { schema: contract.tiers }, async (request) => {
    const tiers = await monthly.tiers.list(request.auth.userId);
    return { success: true as const, data: { tiers: await present(request.auth.userId, tiers) } };
  });

  app.put('/monthly/tiers/:id/indexing', { schema: contract.setTierIndexing }, async (request) => {
    const { userId } = request.auth;
    await monthly.indexing.set(userId, request.params.id, request.body);
    const tier = await presentOne(userId, await monthly.tiers.one(userId, request.params.id));
    const message = request.body.index === 'none' ? TIER_INDEXING_MESSAGES.off : TIER_INDEXING_MESSAGES.saved;
    return { success: true as const, message, data: { tier } };
  });

  app.post('/monthly/tiers/:id/indexing/skip', { schema: contract.skipTierAdjustment }, async (request) => {
    const { userId } = request.auth;
    await monthly.tiers.one(userId, request.params.id);
    await monthly.indexing.skip(userId, request.params.id);
    const tier = await presentOne(userId, await monthly.tiers.one(userId, request.params.id));
    return { success: true as const, message: TIER_INDEXING_MESSAGES.skipped, data: { tier } };
  });

  app.post('/monthly/tiers', { schema: contract.createTier }, async (request, reply) => {
    const tier = await monthly.tiers.create(request.auth.userId, request.auth.username, request.body);
    return reply.status(201).send({
      success: true,
      message: MONTHLY_MESSAGES.tierCreated,
      data: { tier: await presentOne(request.auth.userId, tier) },
    });
  });

  app.put('/monthly/tiers/:id', { schema: contract.updateTier }, async (request) => {
    const { userId, username } = request.auth;
    const tier = await monthly.tiers.update(userId, username, request.params.id, request.body);
    return {
      success: true as const,
      message: MONTHLY_MESSAGES.tierUpdated,
      data: { tier: await presentOne(userId, tier) },
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
