import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the payment connection is built from: infrastructure, and the public pages it tells when donations open or close. */
export type ConnectionDeps = Pick<
  AppDeps,
  'config' | 'database' | 'clock' | 'log' | 'payments' | 'rateLimiter'
> & {
  pageChanges: PublicPageChanges;
};
