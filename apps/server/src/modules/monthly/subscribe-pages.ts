import { Money } from '@enlaza/shared/money';
import type { MonthlySubscribePages, OpenTier } from '../../ports/monthly-subscribe-pages';
import type { MonthlyCareService } from './monthly-care.service';
import type { SubscribeService } from './subscribe.service';
import { subscriptionStatusOf } from './subscription-state';
import { tierShapes } from './tier.presenter';

/** The subscribe service as the subscribe and return pages read it: presented, amounts in pesos. */
export function subscribePages(subscribe: SubscribeService, care: MonthlyCareService): MonthlySubscribePages {
  return {
    creator: (username) => subscribe.creator(username),
    async openTier(username, tierId): Promise<OpenTier | null> {
      const target = await subscribe.target(username, tierId);
      if (!target) return null;
      const { full_name } = target.creator;
      return {
        creator: { full_name, username: target.creator.username },
        tier: { name: target.tier.name, description: target.tier.description, ...tierShapes(target.tier) },
        subscribe: (input, ip, shape) => subscribe.subscribe(target, input, ip, shape),
        gift: async (input, ip) =>
          (await care.gift(target.creator.username, target.tier.id, input, ip)).checkout_url,
      };
    },
    async returned(creatorId, query, ip) {
      const back = await subscribe.returned(creatorId, query, ip);
      if (!back) return null;
      return {
        status: subscriptionStatusOf(back.row.status),
        tierName: back.tierName,
        amount: Money.fromCents(back.row.amount_cents).pesos,
        frequency: back.row.frequency === 'yearly' ? 'yearly' : 'monthly',
      };
    },
  };
}
