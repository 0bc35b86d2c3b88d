import { goalIndexingLine } from '@enlaza/shared/goals';
import type { PublicGoal } from '@enlaza/shared/public';
import type { ReactNode } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { goalSummary, transfersText } from '../utils/profile-view';

/** The fundraising goal: title, rounded percentage, a bar capped at 100% and what was raised. */
export function PublicGoalCard({ goal, contribute }: { goal: PublicGoal; contribute?: ReactNode }) {
  const summary = goalSummary(goal);
  const transfers = transfersText(goal);
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
      {/* Of the total, what the creator confirmed came by transfer (issue 32); the live bar fills it in. */}
      <p className="pp-goal-transfers pp-muted" hidden={!transfers}>
        {transfers}
      </p>
      {goal.indexing && (
        // Issue 33: the target in today's pesos; progress still counts the pesos received.
        <p className="pp-muted pp-goal-indexing">
          {goalIndexingLine({ ...goal, indexing: goal.indexing }, new Date().getFullYear())}
        </p>
      )}
      {contribute}
    </section>
  );
}
