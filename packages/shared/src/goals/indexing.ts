import { isAmountIndexKey } from '../indices/indexed-amounts';
import { Money } from '../money/money';
import type { GoalIndexing } from './schema';

/** A stored goal base (goal_indexing), as both the owner's and the public answers present it. */
export interface StoredGoalIndexing {
  index_key: string;
  base_target_cents: number;
  base_day: string;
}

export function presentGoalIndexing(row: StoredGoalIndexing | null | undefined): GoalIndexing | null {
  if (!row || !isAmountIndexKey(row.index_key)) return null;
  return {
    index: row.index_key,
    base_target_amount: Money.fromCents(row.base_target_cents).pesos,
    base_month: row.base_day.slice(0, 7),
  };
}
