import { Money } from '@enlaza/shared/money';
import type { CeilingTable } from '@enlaza/shared/tax';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { SHIPPED_CEILINGS } from './monotributo-ceilings';
import { hasCeilingTable, storeCeilingTable } from './tax.repository';

/** Stores a ceiling table (validated by ceilingTableSchema): read on every summary, no restart needed. */
export async function loadCeilingTable(db: Kysely<DB>, table: CeilingTable, at: string): Promise<void> {
  await storeCeilingTable(
    db,
    table.effective_from,
    table.categories.map((c) => ({
      category: c.category,
      annual_limit_cents: Money.fromPesos(c.annual_limit).cents,
    })),
    at,
  );
}

/** The shipped table, when no table was ever loaded (a new database). */
export async function ensureShippedCeilings(db: Kysely<DB>, at: string): Promise<void> {
  if (!(await hasCeilingTable(db))) await loadCeilingTable(db, SHIPPED_CEILINGS, at);
}
