import { Money } from '@enlaza/shared/money';
import type { MonthlySupporter, SupporterStatus } from '@enlaza/shared/monthly';
import { subscriptionStatusOf } from './subscription-state';
import type { SubscriptionRow } from './subscriptions.repository';
import type { SupporterListRow } from './supporters-list.repository';

function statusOf(row: SupporterListRow): SupporterStatus {
  if (row.kind === 'gift') return row.status === 'ended' ? 'ended' : 'authorized';
  if (row.status === 'authorized' && row.payment_failed_at) return 'payment_failed';
  return subscriptionStatusOf(row.status);
}

/**
 * A supporter as the creator's list shows them: name (null → 'Anónimo'), tier, status and dates;
 * a gift with its end, a rejected charge with its reason and next retry (issue 34).
 * Never the email: receipts and the cancel button use it, nobody else.
 */
export function presentSupporter(row: SupporterListRow): MonthlySupporter {
  const status = statusOf(row);
  const failed = status === 'payment_failed';
  const cancelledForFailures =
    status === 'cancelled' &&
    row.cancelled_by === 'provider' &&
    (row.failed_charges > 0 || row.payment_failed_at !== null);
  return {
    id: row.id,
    name: row.supporter_name?.trim() || null,
    message: row.message?.trim() || null,
    tier: { id: row.tier_id, name: row.tier_name, amount: Money.fromCents(row.amount_cents).pesos },
    frequency: row.frequency === 'yearly' ? 'yearly' : 'monthly',
    amount: Money.fromCents(row.amount_cents).pesos,
    status,
    since: row.authorized_at ?? row.created_at,
    last_charge_at: row.last_charge_at,
    next_charge_at: row.kind === 'subscription' && row.status === 'authorized' ? row.next_charge_at : null,
    kind: row.kind,
    ends_at: row.kind === 'gift' ? row.ends_at : null,
    next_retry_at: failed ? row.next_retry_at : null,
    failure_reason: failed ? row.failure_reason : null,
    cancel_reason: cancelledForFailures ? 'payments_failed' : null,
  };
}

export function supporterListRow(row: SubscriptionRow, tierName: string): SupporterListRow {
  return {
    id: row.id,
    kind: 'subscription',
    supporter_name: row.supporter_name,
    message: row.message,
    status: row.status,
    created_at: row.created_at,
    authorized_at: row.authorized_at,
    last_charge_at: row.last_charge_at,
    next_charge_at: row.next_charge_at,
    tier_id: row.tier_id,
    tier_name: tierName,
    amount_cents: row.amount_cents,
    frequency: row.frequency,
    ends_at: null,
    payment_failed_at: row.payment_failed_at,
    failure_reason: row.failure_reason,
    next_retry_at: row.next_retry_at,
    cancelled_by: row.cancelled_by,
    failed_charges: row.failed_charges,
  };
}
