import type { PageReportInput } from '@enlaza/shared/reports';

/**
 * Visitors' reports on a creator's page (issue 22). Offered by reports; the public API and the
 * report form that works without JavaScript both take it. Refuses (429) past the per-IP limit; past
 * the page's own bound (one per address, a few addresses an hour) it returns as if stored.
 */
export interface PageReports {
  report(creatorId: number, input: PageReportInput, ip: string): Promise<void>;
}
