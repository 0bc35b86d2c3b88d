import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The creator's active goal now (a monthly charge counts towards it), or null. */
export async function activeGoalId(trx: Transaction<DB>, creatorId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('goals')
    .select('id')
    .where('user_id', '=', creatorId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Whether the subscription already has a charge recorded (its first one carries the message). */
export async function hasCharges(trx: Transaction<DB>, subscriptionId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('donations')
    .select('id')
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The creator's blocked words (stored JSON). */
export async function blockedWordsOf(trx: Transaction<DB>, creatorId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('users')
    .select('blocked_words')
    .where('id', '=', creatorId)
    .executeTakeFirst();
  return row?.blocked_words ?? null;
}
