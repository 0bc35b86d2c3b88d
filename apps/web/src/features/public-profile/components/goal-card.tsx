import type { PublicGoal } from '@enlaza/shared/public';
import type { ReactNode } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { goalSummary } from '../utils/profile-view';

/** The fundraising goal: title, rounded percentage, a bar capped at 100% and what was raised. */
export function GoalCard({ goal, contribute }: { goal: PublicGoal; contribute?: ReactNode }) {
  const summary = goalSummary(goal);
  return (
    <section className="pp-card pp-goal" aria-labelledby="pp-goal-title">
      <div className="pp-goal-head">
        <h2 id="pp-goal-title" className="pp-goal-title">
          {goal.title}
        </h2>
        <span className="pp-goal-percent">{summary.percentText}</span>
      </div>
      {goal.description && <p className="pp-muted">{goal.description}</p>}
      <ProgressBar
        className="pp-progress"
        value={summary.barWidth}
        labelledBy="pp-goal-title"
        valueText={`${summary.percentText}, ${summary.raisedText}`}
      />
      <p className="pp-goal-raised">{summary.raisedText}</p>
      {contribute}
    </section>
  );
}
