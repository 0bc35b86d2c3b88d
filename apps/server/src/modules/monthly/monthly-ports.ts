import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { MonthlyGoalReads } from '../../ports/monthly-tiers';
import type { OutboundEvents } from '../../ports/outbound-events';
import type { SupporterAccess, SupporterMailingList } from '../../ports/post-audiences';
import type { SubscriptionNotifications } from '../../ports/subscription-notifications';
import { cancelAllForCreator } from './cancel-subscription';
import type { MonthlyService } from './monthly.service';
import { activateGiftOf } from './monthly-care.repository';
import { activeSubscriptionAt, activeSupporterEmails } from './subscriptions.repository';

/*
 * What monthly support offers the other slices (wired by create-deps.ts). Donations hand it the
 * webhook's subscription topics and it records charges through donations, so the service is
 * reached through `monthly()`, called only once the app runs, after both exist.
 */

/** The webhook's subscription and invoice topics, handed over by donations. */
export function subscriptionNotifications(monthly: () => MonthlyService): SubscriptionNotifications {
  return {
    onSubscription: (id, seller) => monthly().sync.onSubscription(id, seller),
    onInvoice: (id, seller) => monthly().sync.onInvoice(id, seller),
  };
}

/**
 * Deleting an account's hook: its monthly supporters are cancelled at the provider first; if one
 * cannot be, nothing is erased (the throw answers 503), so no supporter is charged for a gone page.
 */
export function cancelSupportersOnDeletion(
  monthly: MonthlyService,
): (account: { userId: number }) => Promise<void> {
  return async ({ userId }) => {
    const { failed } = await cancelAllForCreator(monthly.deps, userId);
    if (failed > 0) throw new Error(`${failed} monthly subscriptions not cancelled`);
  };
}

/** The addresses of a creator's active monthly supporters (from a tier up), for mailing a post. */
export function supporterMailingList(database: Database): SupporterMailingList {
  return { active: (userId, minTierId) => activeSupporterEmails(database.db, userId, minTierId) };
}

/** Whether an address or a subscription is an active supporter of a creator (gated posts' access). */
export function supporterAccess(database: Database): SupporterAccess {
  return {
    activeSubscription: (userId, email, minTierId) =>
      activeSubscriptionAt(database.db, userId, minTierId, { email }),
    stillActive: async (userId, id, minTierId) =>
      (await activeSubscriptionAt(database.db, userId, minTierId, { id })) !== null,
  };
}

/** 'Meta mensual' with its progress, for the public read and the live bars (issue 34). */
export function monthlyGoalReads(monthly: () => MonthlyService): MonthlyGoalReads {
  return { monthlyGoal: (userId) => monthly().care.goal(userId) };
}

/**
 * Gifts start when the giver's payment is approved (issue 34). Donations announce every approval
 * of a one-off payment as `donation.approved` through their outbound-events port, inside the
 * transaction that approved it; this adapter hands the events on and, for an approval, starts the
 * gift that donation paid for (if any) and queues the recipient's mail in that same transaction.
 */
export function giftActivationOnApproval(
  events: OutboundEvents<Transaction<DB>>,
): OutboundEvents<Transaction<DB>> {
  return {
    queue: async (trx, event) => {
      if (event.type === 'donation.approved' && typeof event.data.id === 'string') {
        await activateGiftOf(trx, event.data.id, event.at);
      }
      await events.queue(trx, event);
    },
  };
}
