import { Money } from '@enlaza/shared/money';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { MonthlyEvents } from './monthly-deps';
import { subscriptionEventFacts } from './monthly-events.repository';

/**
 * Queues, in the transaction that changed the subscription, what the creator's webhooks hear
 * (issue 37): its first authorization (`monthly.started`) and the cancellation of one that had
 * started (`monthly.cancelled`). Each charge is a donation: `monthly.charged` comes from donations.
 */
export async function queueMonthlyEvent(
  trx: Transaction<DB>,
  events: MonthlyEvents,
  subscriptionId: string,
  type: 'monthly.started' | 'monthly.cancelled',
  at: string,
): Promise<void> {
  const row = await subscriptionEventFacts(trx, subscriptionId);
  if (!row) return;
  const data = {
    subscription_id: row.id,
    tier_id: row.tier_id,
    tier_name: row.tier_name,
    amount: Money.fromCents(Number(row.amount_cents)).pesos,
    currency: 'ARS',
    /** Null: 'Anónimo'. */
    supporter_name: row.supporter_name?.trim() || null,
    started_at: row.authorized_at ?? at,
    ...(type === 'monthly.cancelled'
      ? { cancelled_at: row.cancelled_at ?? at, cancelled_by: row.cancelled_by ?? 'provider' }
      : {}),
  };
  await events.queue(trx, { creatorId: row.user_id, type, key: `${type}:${row.id}`, data, at });
}
