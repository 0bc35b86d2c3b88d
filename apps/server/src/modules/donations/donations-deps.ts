import type { AppDeps } from '../../app-deps';
import type { CreatorPaymentAccess } from '../../integrations/payments/creator-access';

/** What the donations slice is built from: app services, plus the creator's payment access. */
export type DonationsDeps = Pick<
  AppDeps,
  'config' | 'database' | 'clock' | 'log' | 'payments' | 'rateLimiter' | 'publicCache' | 'liveGoals'
> & {
  access: CreatorPaymentAccess;
};
