import { formatARS, goalProgress } from '@enlaza/shared/format';
import type { Goal } from '@enlaza/shared/goals';
import { IconEdit, IconTrash } from '../../../components/ui/action-icons';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { GoalDonations } from './goal-donations';

interface GoalCardProps {
  goal: Goal;
  onEdit: () => void;
  onDelete: () => void;
}

/** The current goal: what it is for, raised of target in ARS, rounded percentage, bar capped at 100%. */
export function GoalCard({ goal, onEdit, onDelete }: GoalCardProps) {
  const { percent, barWidth } = goalProgress(goal.current_amount, goal.target_amount);
  return (
    <article className="panel goal-card" aria-labelledby={`goal-${goal.id}-title`}>
      <div className="goal-card-head">
        <span className="chip goal-chip">Objetivo activo</span>
        <div className="goal-card-actions">
          <Button variant="secondary" size="sm" icon={<IconEdit />} onClick={onEdit}>
            Editar
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="btn-danger-text"
            icon={<IconTrash />}
            onClick={onDelete}
          >
            Eliminar
          </Button>
        </div>
      </div>
      <h2 id={`goal-${goal.id}-title`} className="goal-card-title">
        {goal.title}
      </h2>
      <p className="goal-card-description">{goal.description}</p>
      <div className="goal-progress">
        <div className="goal-progress-figures">
          <p>
            <strong className="goal-raised">{formatARS(goal.current_amount)}</strong>
            <span className="goal-target"> de {formatARS(goal.target_amount)}</span>
          </p>
          <p className="goal-percent">{percent}%</p>
        </div>
        <ProgressBar
          className="progress"
          fillClassName="progress-bar"
          value={barWidth}
          label="Progreso del objetivo"
          valueText={`${percent}% recaudado`}
        />
      </div>
      <GoalDonations goalId={goal.id} />
    </article>
  );
}
