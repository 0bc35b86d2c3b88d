import type { Insertable, Kysely } from 'kysely';
import type { DB, PageReportsTable } from '../../db/schema';

/** Writes a visitor's report (the operator console reads them: modules/admin). */
export async function insertPageReport(db: Kysely<DB>, row: Insertable<PageReportsTable>): Promise<void> {
  await db.insertInto('page_reports').values(row).execute();
}
