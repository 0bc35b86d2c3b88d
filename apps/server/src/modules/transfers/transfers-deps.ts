import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/**
 * Transfers by alias or CVU (issue 32): the database and clock, and the page changes (a confirmed
 * transfer moves the goal bar and the cached pages; new details change the 'Transferir' block).
 */
export type TransfersDeps = Pick<AppDeps, 'database' | 'clock'> & {
  pageChanges: PublicPageChanges;
};
