import { DEMO_USERNAME } from '@enlaza/shared/public';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The demo creator's id when it exists and has no monthly tier yet (the seed runs once). */
export async function demoWithoutTiers(db: Kysely<DB>): Promise<number | null> {
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_USERNAME)
    .executeTakeFirst();
  if (!demo) return null;
  const existing = await db
    .selectFrom('monthly_tiers')
    .select('id')
    .where('user_id', '=', demo.id)
    .executeTakeFirst();
  return existing ? null : demo.id;
}
