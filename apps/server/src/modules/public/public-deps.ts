import type { CreatorEvent } from '@enlaza/shared/events';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { EventsTable } from '../../db/schema';
import type { FeaturedMusicReads } from '../../ports/featured-music-reads';
import type { MonthlyTierReads } from '../../ports/monthly-tiers';
import type { PaymentReadiness } from '../../ports/payment-readiness';
import type { PublicReads } from '../../ports/public-reads';
import type { RaisedAmounts } from '../../ports/raised-amounts';
import type { SupportersWall } from '../../ports/supporters-wall';
import type { LiveGoalFeed } from './live-goal-feed';
import type { PublicCache } from './public-cache';

/**
 * How a stored event reads as its creator's event (visitors see a trimmed copy of it). Offered by
 * events: the public read model selects the rows itself but never presents an event its own way.
 */
export interface EventPresenting {
  present(row: Selectable<EventsTable>, now: Date): CreatorEvent;
}

/** What the public read is built from: the database, the clock, the configuration (its key), its cache and four ports. */
export type PublicReadDeps = Pick<AppDeps, 'database' | 'clock' | 'config'> & {
  cache: PublicCache;
  raised: RaisedAmounts;
  readiness: PaymentReadiness;
  supporters: SupportersWall;
  events: EventPresenting;
  music: FeaturedMusicReads;
  monthly: MonthlyTierReads;
};

/** The visitors' API reads through the app's one public read, and streams its live goal feed. */
export type PublicRoutesDeps = Pick<AppDeps, 'config'> & {
  publicReads: PublicReads;
  supporters: SupportersWall;
  liveGoals: LiveGoalFeed;
};

/** What announces a creator's change: their cached reads, the HTTP cache in front, the live bars. */
export type PageChangeDeps = Pick<AppDeps, 'database' | 'log' | 'pageCache'> & {
  cache: PublicCache;
  liveGoals: LiveGoalFeed;
};
