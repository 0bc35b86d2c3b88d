import type { AppDeps } from '../app-deps';
import type { DonationCheckout } from '../ports/donation-checkout';
import type { FeaturedRanking } from '../ports/featured-ranking';
import type { MonthlyCancelDesk } from '../ports/monthly-cancel';
import type { PageReports } from '../ports/page-reports';
import type { PageVisits } from '../ports/page-visits';
import type { PaymentReadiness } from '../ports/payment-readiness';
import type { PublicReads } from '../ports/public-reads';
import type { RaisedAmounts } from '../ports/raised-amounts';
import type { SupportersWall } from '../ports/supporters-wall';

/**
 * What the server-rendered pages are built from: a little infrastructure and the ports the modules
 * offer (wired in create-deps.ts). Pages never import a module.
 */
export type PagesDeps = Pick<AppDeps, 'config' | 'clock' | 'log' | 'rateLimiter'> & {
  publicReads: PublicReads;
  pageVisits: PageVisits;
  raised: RaisedAmounts;
  readiness: PaymentReadiness;
  checkout: DonationCheckout;
  featured: FeaturedRanking;
  supporters: SupportersWall;
  pageReports: PageReports;
  /** The 'botón de baja' (/baja). */
  monthlyCancel: MonthlyCancelDesk;
};
