import type { Insertable } from 'kysely';
import type { PageReportsTable } from '../../src/db/schema';
import type { ReportsStore } from '../../src/modules/reports/reports.repository';

/** page_reports in memory. */
export class FakeReportsStore implements ReportsStore {
  readonly rows: Insertable<PageReportsTable>[] = [];

  async insertPageReport(row: Insertable<PageReportsTable>): Promise<void> {
    this.rows.push({ status: 'open', resolution: null, ...row });
  }
}
