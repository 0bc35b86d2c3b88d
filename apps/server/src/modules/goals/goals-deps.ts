import type { AppDeps } from '../../app-deps';
import type { PriceIndexSeries } from '../../ports/price-index-series';
import type { PublicPageChanges } from '../../ports/public-page-changes';
import type { RaisedAmounts } from '../../ports/raised-amounts';

/**
 * What the goals module is built from: the database and clock, what donations raised, the public
 * pages it tells, and the stored price indices an indexed target follows (issue 33).
 */
export type GoalsDeps = Pick<AppDeps, 'database' | 'clock'> & {
  raised: RaisedAmounts;
  pageChanges: PublicPageChanges;
  indexSeries: PriceIndexSeries;
};
