import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** The cheapest round trip to the database; throws when it does not answer. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
