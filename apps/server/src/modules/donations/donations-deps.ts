import type { AppDeps } from '../../app-deps';
import type { CreatorPaymentAccess } from '../../integrations/payments/creator-access';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the donations slice is built from: infrastructure, the creator's payment access, and the public pages it tells. */
export type DonationsDeps = Pick<
  AppDeps,
  'config' | 'database' | 'clock' | 'log' | 'payments' | 'rateLimiter'
> & {
  access: CreatorPaymentAccess;
  pageChanges: PublicPageChanges;
};
