import { formatARS, goalProgress } from '@enlaza/shared/format';

/** A goal's title, amounts and progress bar (rounded percentage, bar capped at 100%). */
export function GoalBar({ title, raised, target }: { title: string; raised: number; target: number }) {
  const { percent, barWidth } = goalProgress(raised, target);
  return (
    <div className="goal-bar">
      <div className="goal-bar-head">
        <span className="goal-bar-title">{title}</span>
        <span className="goal-bar-percent">{percent}%</span>
      </div>
      <div
        className="goal-bar-track"
        role="progressbar"
        aria-label={`Progreso de ${title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={barWidth}
      >
        <span className="goal-bar-fill" style={{ width: `${barWidth}%` }} />
      </div>
      <p className="goal-bar-amounts">
        <strong>{formatARS(raised)}</strong> de {formatARS(target)}
      </p>
    </div>
  );
}
