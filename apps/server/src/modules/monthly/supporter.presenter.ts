import { Money } from '@enlaza/shared/money';
import type { MonthlySupporter } from '@enlaza/shared/monthly';
import { subscriptionStatusOf } from './subscription-state';
import type { SubscriptionRow, SupporterListRow } from './subscriptions.repository';

/**
 * A supporter as the creator's list shows them: name (null → 'Anónimo'), tier, status and dates.
 * Never the email: receipts and the cancel button use it, nobody else.
 */
export function presentSupporter(row: SupporterListRow): MonthlySupporter {
  return {
    id: row.id,
    name: row.supporter_name?.trim() || null,
    tier: { id: row.tier_id, name: row.tier_name, amount: Money.fromCents(row.amount_cents).pesos },
    status: subscriptionStatusOf(row.status),
    since: row.authorized_at ?? row.created_at,
    last_charge_at: row.last_charge_at,
    next_charge_at: row.status === 'authorized' ? row.next_charge_at : null,
  };
}

export function supporterListRow(row: SubscriptionRow, tierName: string): SupporterListRow {
  return {
    id: row.id,
    supporter_name: row.supporter_name,
    status: row.status,
    created_at: row.created_at,
    authorized_at: row.authorized_at,
    last_charge_at: row.last_charge_at,
    next_charge_at: row.next_charge_at,
    tier_id: row.tier_id,
    tier_name: tierName,
    amount_cents: row.amount_cents,
  };
}
