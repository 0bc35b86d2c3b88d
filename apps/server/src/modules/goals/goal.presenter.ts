import { goalProgress } from '@enlaza/shared/format';
import type { Goal } from '@enlaza/shared/goals';
import type { Selectable } from 'kysely';
import type { GoalsTable } from '../../db/schema';

export type GoalRow = Selectable<GoalsTable>;

/** The goal in pesos, with what it has raised (centavos in, pesos out). */
export function presentGoal(row: GoalRow, raisedCents: number): Goal {
  const target = row.target_amount_cents / 100;
  const current = raisedCents / 100;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    target_amount: target,
    target,
    current_amount: current,
    progress: goalProgress(current, target).percent,
    is_active: row.is_active === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
