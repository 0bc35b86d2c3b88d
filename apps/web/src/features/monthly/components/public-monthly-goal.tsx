import {
  MONTHLY_CARE_MESSAGES as C,
  type MonthlyGoalProgress,
  monthlyGoalSummary,
} from '@enlaza/shared/monthly';
import { ProgressBar } from '../../../components/ui/progress-bar';

/**
 * 'Meta mensual' on the public page (issue 34): the bar of the current monthly income (a yearly
 * amount counted as its twelfth) or of the active supporters. The live island moves it by these
 * class names (features/public-profile/islands/live-profile-island.ts).
 */
export function PublicMonthlyGoal({ goal }: { goal: MonthlyGoalProgress | null }) {
  if (!goal) return null;
  const summary = monthlyGoalSummary(goal);
  return (
    <section
      className="pp-card pp-monthly-goal"
      aria-labelledby="pp-monthly-goal-title"
      data-testid="public-monthly-goal"
    >
      <div className="pp-goal-head">
        <h2 id="pp-monthly-goal-title" className="pp-goal-title">
          {C.goalTitle}
        </h2>
        <span className="pp-monthly-goal-percent">{summary.percentText}</span>
      </div>
      <ProgressBar
        className="pp-progress"
        value={summary.barWidth}
        labelledBy="pp-monthly-goal-title"
        valueText={`${summary.percentText}, ${summary.progressText}`}
      />
      <p className="pp-goal-raised pp-monthly-goal-progress">{summary.progressText}</p>
    </section>
  );
}
