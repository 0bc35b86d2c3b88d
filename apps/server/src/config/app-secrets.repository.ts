import type { Insertable, Kysely } from 'kysely';
import type { AppSecretsTable, DB } from '../db/schema';

/** Inserts each secret whose name has no row yet; an existing row always wins. */
export async function insertSecretsIfMissing(
  db: Kysely<DB>,
  rows: Insertable<AppSecretsTable>[],
): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values(rows)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export function readSecrets(db: Kysely<DB>, names: readonly string[]) {
  return db
    .selectFrom('app_secrets')
    .select(['name', 'value'])
    .where('name', 'in', [...names])
    .execute();
}
