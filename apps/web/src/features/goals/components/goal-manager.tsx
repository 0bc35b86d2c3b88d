import { GOAL_MESSAGES, type Goal, type GoalValues } from '@enlaza/shared/goals';
import { useRef, useState } from 'react';
import { IconPlus } from '../../../components/ui/action-icons';
import { buttonClass } from '../../../components/ui/button';
import { useDeleteFlow } from '../../../components/ui/delete-flow';
import { FlashMessage } from '../../../components/ui/flash-message';
import { IconTarget } from '../../../components/ui/icons';
import { EmptyPanel, LoadErrorPanel } from '../../../components/ui/panels';
import { PageLoader } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useCreateGoal } from '../api/create-goal';
import { useDeactivateGoal } from '../api/deactivate-goal';
import { useActiveGoal } from '../api/get-active-goal';
import { useUpdateGoal } from '../api/update-goal';
import { GoalCard } from './goal-card';
import { GoalForm } from './goal-form';
import '../../../styles/goals.css';

const serverOr = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

/** Spec 02 §2 "Goal manager": at most one active goal — create, edit, or delete it. */
export function GoalManager() {
  const goalQuery = useActiveGoal();
  const createGoal = useCreateGoal();
  const updateGoal = useUpdateGoal();
  const deactivateGoal = useDeactivateGoal();
  const [editing, setEditing] = useState(false);
  const { flash, showSuccess, showError } = useFlashMessage();
  const createRef = useRef<HTMLButtonElement>(null);

  const deleteFlow = useDeleteFlow<Goal>({
    title: 'Eliminar objetivo',
    message: () => GOAL_MESSAGES.deleteConfirm,
    remove: (goal) => deactivateGoal.mutateAsync(goal.id),
    onDeleted: () => {
      showSuccess(GOAL_MESSAGES.deleted);
      requestAnimationFrame(() => createRef.current?.focus());
    },
    onFailed: (error) =>
      showError(
        error instanceof ApiError
          ? (error.serverMessage ?? GOAL_MESSAGES.deleteFailedScreen)
          : GOAL_MESSAGES.unexpected,
      ),
  });

  if (goalQuery.isPending) return <PageLoader label="Cargando objetivo..." />;
  if (goalQuery.isError) {
    return (
      <LoadErrorPanel
        className="goals-page"
        message={serverOr(goalQuery.error, GOAL_MESSAGES.loadFailed)}
        onRetry={() => void goalQuery.refetch()}
      />
    );
  }
  const goal = goalQuery.data;

  async function save(values: GoalValues) {
    if (goal) {
      await updateGoal.mutateAsync({ id: goal.id, values });
      showSuccess(GOAL_MESSAGES.updated);
    } else {
      await createGoal.mutateAsync(values);
      showSuccess(GOAL_MESSAGES.created);
    }
    setEditing(false);
  }

  return (
    <div className="dash-page goals-page">
      <FlashMessage flash={flash} />
      <div className="section-head">
        <div>
          <h2 className="section-title">Tu objetivo</h2>
          <p className="section-subtitle">
            Un objetivo a la vez: tus seguidores ven el progreso en tu página y pueden apoyarte con una
            donación.
          </p>
        </div>
      </div>

      {editing ? (
        <GoalForm goal={goal} onSave={save} onCancel={() => setEditing(false)} />
      ) : goal ? (
        <GoalCard goal={goal} onEdit={() => setEditing(true)} onDelete={() => deleteFlow.ask(goal)} />
      ) : (
        <EmptyPanel
          icon={<IconTarget size={28} />}
          title="Todavía no tienes un objetivo"
          text="Crea un objetivo de recaudación (un disco, un viaje, equipo nuevo) y muestra tu progreso en tu página."
          action={
            <button
              ref={createRef}
              type="button"
              className={buttonClass({})}
              onClick={() => setEditing(true)}
            >
              <IconPlus />
              <span>{GOAL_MESSAGES.createCta}</span>
            </button>
          }
        />
      )}

      {deleteFlow.dialog}
    </div>
  );
}
