import type { AppDeps } from '../../app-deps';
import type { LivePageFeed } from '../../ports/live-page-feed';

/**
 * The stream alert (issue 37): its tokens (database, key, clock), 'Probar alerta' across copies
 * (bus, rate limiter) and the public page's live feed it reads.
 */
export type OverlayDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'log' | 'bus' | 'rateLimiter'> & {
  live: LivePageFeed;
};
