import { goalProgress } from '../format/format';
import { formatARS } from '../money/money';
import { MONTHLY_CARE_MESSAGES as C, type MonthlyGoalKind } from './care-messages';

/**
 * 'Meta mensual' as the dashboard and the public bar say it (issue 34). No zod here: the public
 * page's script moves the bar with these texts.
 */
export interface MonthlyGoalFigures {
  kind: MonthlyGoalKind;
  target: number;
  current: number;
}

/** '$ 400.000 por mes' or '200 personas'. */
export function monthlyGoalTargetText(goal: Pick<MonthlyGoalFigures, 'kind' | 'target'>): string {
  return goal.kind === 'income'
    ? C.goalIncomeTarget(formatARS(goal.target))
    : C.goalSupportersTarget(goal.target);
}

export interface MonthlyGoalSummary {
  percentText: string;
  /** Bar width in percent, capped at 100. */
  barWidth: number;
  /** '$ 120.000 de $ 400.000 por mes' or '12 de 200 personas'. */
  progressText: string;
}

export function monthlyGoalSummary(goal: MonthlyGoalFigures): MonthlyGoalSummary {
  const { percent, barWidth } = goalProgress(goal.current, goal.target);
  const current = goal.kind === 'income' ? formatARS(goal.current) : String(goal.current);
  return {
    percentText: `${percent}%`,
    barWidth,
    progressText: C.goalProgress(current, monthlyGoalTargetText(goal)),
  };
}
