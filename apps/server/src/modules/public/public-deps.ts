import type { AppDeps } from '../../app-deps';
import type { PaymentReadiness } from '../../ports/payment-readiness';
import type { PublicReads } from '../../ports/public-reads';
import type { RaisedAmounts } from '../../ports/raised-amounts';
import type { LiveGoalFeed } from './live-goal-feed';
import type { PublicCache } from './public-cache';

/** What the public read is built from: the database, the clock, its cache and two ports. */
export type PublicReadDeps = Pick<AppDeps, 'database' | 'clock'> & {
  cache: PublicCache;
  raised: RaisedAmounts;
  readiness: PaymentReadiness;
};

/** The visitors' API reads through the app's one public read, and streams its live goal feed. */
export type PublicRoutesDeps = Pick<AppDeps, 'config'> & {
  publicReads: PublicReads;
  liveGoals: LiveGoalFeed;
};
