import { Money } from '@enlaza/shared/money';
import type { MonthlyTier, PublicMonthlyTier } from '@enlaza/shared/monthly';
import type { TierIndexingFacts } from './tier-indexing.service';
import type { TierRow, TierWithCount } from './tiers.repository';

const FIXED: TierIndexingFacts = { indexing: null, next_adjustment: null, adjustment: null };
/** A tier's amounts in pesos and its shapes (issue 34): yearly, open amount, free trial. */
export function tierShapes(row: TierRow) {
  return {
    amount: Money.fromCents(row.amount_cents).pesos,
    yearly_amount: row.yearly_amount_cents === null ? null : Money.fromCents(row.yearly_amount_cents).pesos,
    open_amount_min:
      row.open_amount_min_cents === null ? null : Money.fromCents(row.open_amount_min_cents).pesos,
    free_trial: row.free_trial === 1,
  };
}

/** A tier as its owner sees it (pesos per month); the plan id stays on the server. */
export function presentTier(row: TierWithCount, facts: TierIndexingFacts = FIXED): MonthlyTier {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active === 1,
    active_supporters: row.active_supporters,
    amount_locked: row.locking_supporters > 0,
    created_at: row.created_at,
    ...facts,
    ...tierShapes(row),
  };
}

/** A tier as visitors see it. */
export function presentPublicTier(row: TierRow, facts: TierIndexingFacts = FIXED): PublicMonthlyTier {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    indexing: facts.indexing,
    next_adjustment: facts.next_adjustment,
    ...tierShapes(row),
  };
}
