import type { AppDeps } from '../../app-deps';
import type { SessionStore } from '../../lib/session-store';
import type { PriceIndexStatus } from '../../ports/price-index-status';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/**
 * What the operator console is built from: infrastructure, the public pages it tells, the
 * sessions it ends when it suspends an operator, and the price indices' refresh state it shows.
 */
export type AdminDeps = Pick<AppDeps, 'config' | 'database' | 'clock'> & {
  pageChanges: PublicPageChanges;
  sessions: Pick<SessionStore, 'endAll'>;
  indices: PriceIndexStatus;
};
