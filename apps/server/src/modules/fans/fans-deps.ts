import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { DB } from '../../db/schema';
import type { OutboundEvents } from '../../ports/outbound-events';
import type { PublicPageChanges } from '../../ports/public-page-changes';
import type { PublicReads } from '../../ports/public-reads';

/**
 * Fans' emails (issue 24): the database, clock, key, rate limiter and log; the public reads (which
 * creator a page is, 403 for a suspended one) and the page changes (the block turned on or off).
 */
export type FansDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'log' | 'rateLimiter'> & {
  /** Only which creator a page is (the one read it makes). */
  publicReads: Pick<PublicReads, 'creator'>;
  pageChanges: PublicPageChanges;
  /** The creator's webhooks (issue 37): `fan.confirmed`, queued with the confirmation. */
  outboundEvents: OutboundEvents<Transaction<DB>>;
};
