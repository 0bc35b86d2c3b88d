import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Centavos raised for a goal: exactly the sum of its approved donations (refunds are not approved). */
export async function raisedAmount(db: Kysely<DB>, goalId: number): Promise<number> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('goal_id', '=', goalId)
    .where('mp_status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
