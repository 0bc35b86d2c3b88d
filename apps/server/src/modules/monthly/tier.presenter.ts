import { Money } from '@enlaza/shared/money';
import type { MonthlyTier, PublicMonthlyTier } from '@enlaza/shared/monthly';
import type { TierRow, TierWithCount } from './tiers.repository';

/** A tier as its owner sees it (pesos per month); the plan id stays on the server. */
export function presentTier(row: TierWithCount): MonthlyTier {
  return {
    id: row.id,
    name: row.name,
    amount: Money.fromCents(row.amount_cents).pesos,
    description: row.description,
    active: row.active === 1,
    active_supporters: row.active_supporters,
    created_at: row.created_at,
  };
}

/** A tier as visitors see it. */
export function presentPublicTier(row: TierRow): PublicMonthlyTier {
  return {
    id: row.id,
    name: row.name,
    amount: Money.fromCents(row.amount_cents).pesos,
    description: row.description,
  };
}
