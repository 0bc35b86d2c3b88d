import type { AppDeps } from '../../app-deps';
import type { CreatorPaymentAccess } from '../../integrations/payments/creator-access';
import type { PublicPageChanges } from '../../ports/public-page-changes';
import type { SubscriptionNotifications } from '../../ports/subscription-notifications';

/** What the donations slice is built from: infrastructure, the creator's payment access, and the public pages it tells. */
export type DonationsDeps = Pick<
  AppDeps,
  'config' | 'database' | 'clock' | 'log' | 'payments' | 'rateLimiter'
> & {
  access: CreatorPaymentAccess;
  pageChanges: PublicPageChanges;
  /** Monthly support's side of the webhook (subscription and invoice topics). */
  subscriptions: SubscriptionNotifications;
};
