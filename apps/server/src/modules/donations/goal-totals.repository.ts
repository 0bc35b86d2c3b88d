import { Money } from '@enlaza/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** What a goal has raised: exactly the sum of its approved donations (refunds are not approved). */
export async function raisedForGoal(db: Kysely<DB>, goalId: number): Promise<Money> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('goal_id', '=', goalId)
    .where('mp_status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Money.fromCents(row.total);
}

/** What was given at an event's donation page ('Pasar la gorra'): approved donations only. */
export async function raisedAtEvent(db: Kysely<DB>, eventId: number): Promise<Money> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('event_id', '=', eventId)
    .where('mp_status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Money.fromCents(row.total);
}
