import type { AppDeps } from '../../app-deps';
import type { MonthlyTierReads } from '../../ports/monthly-tiers';
import type { FanMailingList, SupporterAccess, SupporterMailingList } from '../../ports/post-audiences';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/**
 * Posts, 'Novedades' (issue 35): the database, clock and log, the upload store (a post's image); the page changes (a post shown,
 * changed or gone purges the creator's pages) and monthly support's tiers (a post's lowest tier
 * must be one of the creator's).
 */
export type PostsDeps = Pick<AppDeps, 'database' | 'clock' | 'log' | 'storage'> & {
  pageChanges: PublicPageChanges;
  monthly: MonthlyTierReads;
};

/** Mailing posts: the key (links sealed, addresses keyed) and who the audiences are. */
export type PostMailingsDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'log'> & {
  fans: FanMailingList;
  supporters: SupporterMailingList;
};

/** Supporters' access to gated posts: the key, the limiter and whether a subscription is active. */
export type PostAccessDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'rateLimiter'> & {
  supporters: SupporterAccess;
};
