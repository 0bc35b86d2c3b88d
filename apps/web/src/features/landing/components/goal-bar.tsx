import { formatARS, goalProgress } from '@enlaza/shared/format';
import { ProgressBar } from '../../../components/ui/progress-bar';

/** A goal's title, amounts and progress bar (rounded percentage, bar capped at 100%). */
export function GoalBar({ title, raised, target }: { title: string; raised: number; target: number }) {
  const { percent, barWidth } = goalProgress(raised, target);
  return (
    <div className="goal-bar">
      <div className="goal-bar-head">
        <span className="goal-bar-title">{title}</span>
        <span className="goal-bar-percent">{percent}%</span>
      </div>
      <ProgressBar
        className="goal-bar-track"
        fillClassName="goal-bar-fill"
        value={barWidth}
        label={`Progreso de ${title}`}
      />
      <p className="goal-bar-amounts">
        <strong>{formatARS(raised)}</strong> de {formatARS(target)}
      </p>
    </div>
  );
}
