import type { CreatorEvent } from '@enlaza/shared/events';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { EventsTable } from '../../db/schema';
import type { FeaturedMusicReads } from '../../ports/featured-music-reads';
import type { MonthlyGoalReads, MonthlyTierReads } from '../../ports/monthly-tiers';
import type { PaymentReadiness } from '../../ports/payment-readiness';
import type { PostAccess } from '../../ports/post-access';
import type { PublicReads } from '../../ports/public-reads';
import type { PublishedPosts } from '../../ports/published-posts';
import type { RaisedAmounts } from '../../ports/raised-amounts';
import type { SupportersWall } from '../../ports/supporters-wall';
import type { TransferDetailsReads } from '../../ports/transfer-details-reads';
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
  /** 'Meta mensual' (issue 34). */
  monthlyGoals: MonthlyGoalReads;
  posts: PublishedPosts;
  transfers: TransferDetailsReads;
};

/** The visitors' API reads through the app's one public read, and streams its live goal feed. */
export type PublicRoutesDeps = Pick<AppDeps, 'config'> & {
  publicReads: PublicReads;
  supporters: SupportersWall;
  liveGoals: LiveGoalFeed;
  /** Published posts (issue 35): `GET /api/public/{username}/posts`. */
  publishedPosts: PublishedPosts;
  /** 'Ya aporto: recibir enlace de acceso': `POST /api/public/{username}/access`. */
  postAccess: PostAccess;
};

/** What announces a creator's change: their cached reads, the HTTP cache in front, the live bars. */
export type PageChangeDeps = Pick<AppDeps, 'database' | 'log' | 'pageCache'> & {
  cache: PublicCache;
  liveGoals: LiveGoalFeed;
};
