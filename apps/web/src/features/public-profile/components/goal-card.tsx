import type { PublicGoal } from '@enlaza/shared/public-pages';
import type { ReactNode } from 'react';
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
      <div
        className="pp-progress"
        role="progressbar"
        aria-labelledby="pp-goal-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={summary.barWidth}
        aria-valuetext={`${summary.percentText}, ${summary.raisedText}`}
      >
        <span style={{ width: `${summary.barWidth}%` }} />
      </div>
      <p className="pp-goal-raised">{summary.raisedText}</p>
      {contribute}
    </section>
  );
}
