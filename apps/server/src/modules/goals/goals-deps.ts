import type { AppDeps } from '../../app-deps';
import type { PublicPageChanges } from '../../ports/public-page-changes';
import type { RaisedAmounts } from '../../ports/raised-amounts';

/** What the goals module is built from: the database and clock, what donations raised, and the public pages it tells. */
export type GoalsDeps = Pick<AppDeps, 'database' | 'clock'> & {
  raised: RaisedAmounts;
  pageChanges: PublicPageChanges;
};
