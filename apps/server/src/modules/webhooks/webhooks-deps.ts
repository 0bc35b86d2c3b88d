import type { AppDeps } from '../../app-deps';
import type { HostLookup } from './webhook-address';

/**
 * Outbound webhooks (issue 37): the database, clock, key, rate limiter and log. `lookup` resolves
 * endpoint host names (node:dns by default; tests give names their own addresses).
 */
export type WebhooksDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'log' | 'rateLimiter'> & {
  lookup?: HostLookup;
};
