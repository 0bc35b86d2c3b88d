import type { Insertable, Kysely } from 'kysely';
import type { DB, PageReportsTable } from '../../db/schema';

/** Writes a visitor's report (the operator console reads them: modules/admin). */
export async function insertPageReport(db: Kysely<DB>, row: Insertable<PageReportsTable>): Promise<void> {
  await db.insertInto('page_reports').values(row).execute();
}

/** What the reports service writes: reportsStore(db) in production, an in-memory fake in unit tests. */
export interface ReportsStore {
  insertPageReport(row: Insertable<PageReportsTable>): Promise<void>;
}

export function reportsStore(db: Kysely<DB>): ReportsStore {
  return { insertPageReport: (row) => insertPageReport(db, row) };
}
