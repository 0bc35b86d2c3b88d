import { pageReportSchema } from '@enlaza/shared/reports';
import { describe, expect, it } from 'vitest';
import { FakeReportsStore } from '../../../test/fakes/fake-reports-store';
import { noDatabase } from '../../../test/fakes/no-database';
import { unitConfig } from '../../../test/fakes/unit-config';
import { TestClock } from '../../../test/test-clock';
import { memoryRateLimitStore } from '../../lib/rate-limit-store';
import { RateLimiter } from '../../lib/rate-limiter';
import { PAGE_REPORT_RATE, PAGE_REPORTS_PER_PAGE, ReportsService } from './reports.service';

function build() {
  const store = new FakeReportsStore();
  const reports = new ReportsService(
    {
      config: unitConfig(),
      database: noDatabase,
      clock: new TestClock(new Date('2026-11-20T12:00:00.000Z')),
      rateLimiter: new RateLimiter(memoryRateLimitStore()),
    },
    store,
  );
  const input = pageReportSchema.parse({
    reason: 'fraud',
    details: 'Pide plata por otro lado',
    contact_email: '',
  });
  return { reports, store, input };
}

describe('ReportsService (fakes, no database)', () => {
  it("keeps a report open with the reason and the reporter's address only as a keyed hash", async () => {
    const { reports, store, input } = build();
    await reports.report(7, input, '203.0.113.50');
    await reports.report(7, input, '203.0.113.51');
    expect(store.rows[0]).toMatchObject({
      user_id: 7,
      reason: 'fraud',
      status: 'open',
      created_at: '2026-11-20T12:00:00.000Z',
    });
    expect(JSON.stringify(store.rows)).not.toContain('203.0.113.5');
    expect(store.rows[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(store.rows[0]?.ip_hash).not.toBe(store.rows[1]?.ip_hash);
  });

  it(`${PAGE_REPORT_RATE.perWindow} reports per address, then 429 and nothing kept`, async () => {
    const { reports, store, input } = build();
    for (let i = 0; i < PAGE_REPORT_RATE.perWindow; i++) await reports.report(10 + i, input, '203.0.113.50');
    await expect(reports.report(99, input, '203.0.113.50')).rejects.toMatchObject({ statusCode: 429 });
    expect(store.rows).toHaveLength(PAGE_REPORT_RATE.perWindow);
    await reports.report(99, input, '203.0.113.99');
    expect(store.rows).toHaveLength(PAGE_REPORT_RATE.perWindow + 1);
  });

  it(`a page keeps one report per address and ${PAGE_REPORTS_PER_PAGE.distinctAddresses} addresses an hour; the rest are answered, not kept`, async () => {
    const { reports, store, input } = build();
    await reports.report(7, input, '198.51.100.1');
    await reports.report(7, input, '198.51.100.1');
    expect(store.rows).toHaveLength(1);
    for (let i = 2; i <= 40; i++) await reports.report(7, input, `198.51.100.${i}`);
    expect(store.rows).toHaveLength(PAGE_REPORTS_PER_PAGE.distinctAddresses);
    await reports.report(8, input, '198.51.100.40');
    expect(store.rows.filter((row) => row.user_id === 8)).toHaveLength(1);
  });
});
