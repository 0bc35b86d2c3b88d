import type { AppDeps } from '../../app-deps';
import type { PageReports } from '../../ports/page-reports';
import type { PublicReads } from '../../ports/public-reads';

/** What the reports slice is built from. */
export type ReportsDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'rateLimiter'>;

/** The public report route: the creator is found through the public read (a suspended page is 403). */
export type ReportsRoutesDeps = { publicReads: PublicReads; pageReports: PageReports };
