import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';
import type { PublicReads } from '../../ports/public-reads';

/**
 * Fans' emails (issue 24): the database, clock, key, rate limiter and log; the public reads (which
 * creator a page is, 403 for a suspended one) and the page changes (the block turned on or off).
 */
export type SubscribersDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'log' | 'rateLimiter'> & {
  publicReads: PublicReads;
  pageChanges: PublicPageChanges;
};
