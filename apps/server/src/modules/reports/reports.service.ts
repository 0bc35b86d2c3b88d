import type { PageReportInput } from '@enlaza/shared/reports';
import { tooManyRequests } from '../../http/errors';
import { deriveKey, keyedHashHex } from '../../lib/crypto';
import type { PageReports } from '../../ports/page-reports';
import { type ReportsStore, reportsStore } from './reports.repository';
import type { ReportsDeps } from './reports-deps';

/** Reports from one address: a few in a short while. */
export const PAGE_REPORT_RATE = { perWindow: 5, windowMs: 10 * 60_000 } as const;

/**
 * Reports one page keeps in an hour: one per address, from at most this many addresses. Past it the
 * report is answered as received and not stored (docs/decisions.md, 2026-11-28): the page is already
 * in the queue with that many reports, and a flood from many addresses cannot bury the others.
 */
export const PAGE_REPORTS_PER_PAGE = { distinctAddresses: 10, windowMs: 60 * 60_000 } as const;

/**
 * A visitor's report on a page (issue 22): kept 'open' for the operators with the reason, details and
 * an optional contact address; the reporter's address only as a keyed hash. Rate-limited per IP
 * (429), and bounded per page (the counters live in the rate limiter's store, shared by every copy).
 */
export class ReportsService implements PageReports {
  private readonly ipKey: Buffer;

  constructor(
    private readonly deps: ReportsDeps,
    private readonly store: ReportsStore = reportsStore(deps.database.db),
  ) {
    this.ipKey = deriveKey(deps.config.encryptionKey, 'enlaza page report address');
  }

  async report(creatorId: number, input: PageReportInput, ip: string): Promise<void> {
    const { perWindow, windowMs } = PAGE_REPORT_RATE;
    if (!(await this.deps.rateLimiter.take(`page-report:${ip}`, perWindow, windowMs))) {
      throw tooManyRequests();
    }
    const ipHash = keyedHashHex(this.ipKey, ip);
    const { distinctAddresses, windowMs: hour } = PAGE_REPORTS_PER_PAGE;
    // Narrowest first: an address already heard on this page takes nothing from the page's bound.
    if (!(await this.deps.rateLimiter.take(`page-report-address:${creatorId}:${ipHash}`, 1, hour))) return;
    if (!(await this.deps.rateLimiter.take(`page-report-page:${creatorId}`, distinctAddresses, hour))) return;
    await this.store.insertPageReport({
      user_id: creatorId,
      reason: input.reason,
      details: input.details,
      contact_email: input.contact_email,
      ip_hash: ipHash,
      status: 'open',
      created_at: this.deps.clock.now().toISOString(),
    });
  }
}
