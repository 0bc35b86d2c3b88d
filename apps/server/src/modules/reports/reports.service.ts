import type { PageReportInput } from '@enlaza/shared/reports';
import { tooManyRequests } from '../../http/errors';
import { deriveKey, keyedHashHex } from '../../lib/crypto';
import type { PageReports } from '../../ports/page-reports';
import { insertPageReport } from './reports.repository';
import type { ReportsDeps } from './reports-deps';

/** Reports from one address: a few in a short while. */
export const PAGE_REPORT_RATE = { perWindow: 5, windowMs: 10 * 60_000 } as const;

/**
 * A visitor's report on a page (issue 22): kept 'open' for the operators with the reason, details and
 * an optional contact address; the reporter's address only as a keyed hash. Rate-limited per IP.
 */
export class ReportsService implements PageReports {
  private readonly ipKey: Buffer;

  constructor(private readonly deps: ReportsDeps) {
    this.ipKey = deriveKey(deps.config.encryptionKey, 'enlaza page report address');
  }

  async report(creatorId: number, input: PageReportInput, ip: string): Promise<void> {
    const { perWindow, windowMs } = PAGE_REPORT_RATE;
    if (!(await this.deps.rateLimiter.take(`page-report:${ip}`, perWindow, windowMs))) {
      throw tooManyRequests();
    }
    await insertPageReport(this.deps.database.db, {
      user_id: creatorId,
      reason: input.reason,
      details: input.details,
      contact_email: input.contact_email,
      ip_hash: keyedHashHex(this.ipKey, ip),
      status: 'open',
      created_at: this.deps.clock.now().toISOString(),
    });
  }
}
