import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/** What the operator console is built from: infrastructure and the public pages it tells. */
export type AdminDeps = Pick<AppDeps, 'config' | 'database' | 'clock'> & {
  pageChanges: PublicPageChanges;
};
