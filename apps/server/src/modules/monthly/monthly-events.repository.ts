import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** What an outbound event of a subscription may tell (never the supporter's email nor provider ids). */
export function subscriptionEventFacts(trx: Transaction<DB>, subscriptionId: string) {
  return trx
    .selectFrom('monthly_subscriptions as s')
    .innerJoin('monthly_tiers as t', 't.id', 's.tier_id')
    .select([
      's.id',
      's.user_id',
      's.supporter_name',
      's.amount_cents',
      's.authorized_at',
      's.cancelled_at',
      's.cancelled_by',
      't.id as tier_id',
      't.name as tier_name',
    ])
    .where('s.id', '=', subscriptionId)
    .executeTakeFirst();
}
