import { goalProgress } from '@enlaza/shared/format';
import { type Goal, presentGoalIndexing, type StoredGoalIndexing } from '@enlaza/shared/goals';
import { Money } from '@enlaza/shared/money';
import type { Selectable } from 'kysely';
import type { GoalsTable } from '../../db/schema';

export type GoalRow = Selectable<GoalsTable>;

/** The goal in pesos, with what it has raised (centavos in, pesos out). */
export function presentGoal(row: GoalRow, raised: Money, indexing?: StoredGoalIndexing | null): Goal {
  const target = Money.fromCents(row.target_amount_cents).pesos;
  const current = raised.pesos;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    target_amount: target,
    current_amount: current,
    progress: goalProgress(current, target).percent,
    is_active: row.is_active === 1,
    indexing: presentGoalIndexing(indexing),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
