import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** What an outbound event of a donation may tell (no donor email, no provider ids or tokens). */
export function donationEventFacts(trx: Transaction<DB>, donationId: string) {
  return trx
    .selectFrom('donations')
    .select([
      'id',
      'user_id',
      'kind',
      'amount_cents',
      'currency',
      'donor_name',
      'show_name',
      'hide_amount',
      'message',
      'message_public',
      'message_hidden',
      'goal_id',
      'event_id',
      'processed_at',
    ])
    .where('id', '=', donationId)
    .executeTakeFirst();
}
