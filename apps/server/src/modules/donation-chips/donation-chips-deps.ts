import type { AppDeps } from '../../app-deps';
import type { PriceIndexSeries } from '../../ports/price-index-series';
import type { PublicPageChanges } from '../../ports/public-page-changes';

/**
 * What the suggested amounts slice (issue 33) is built from: the database and clock, the public
 * pages it tells, and the stored price indices indexed chips follow.
 */
export type DonationChipsDeps = Pick<AppDeps, 'database' | 'clock' | 'log'> & {
  pageChanges: PublicPageChanges;
  indexSeries: PriceIndexSeries;
};
