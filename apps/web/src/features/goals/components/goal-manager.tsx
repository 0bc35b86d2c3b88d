import { GOAL_MESSAGES, type Goal, type GoalValues } from '@enlaza/shared/goals';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IconPlus } from '../../../components/ui/action-icons';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FlashMessage } from '../../../components/ui/flash-message';
import { IconTarget } from '../../../components/ui/icons';
import { PageLoader } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { createGoal } from '../api/create-goal';
import { deactivateGoal } from '../api/deactivate-goal';
import { getActiveGoal } from '../api/get-active-goal';
import { updateGoal } from '../api/update-goal';
import { GoalCard } from './goal-card';
import { GoalForm } from './goal-form';
import '../../../styles/panels.css';
import '../../../styles/goals.css';

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; goal: Goal | null };

/** Spec 02 §2 "Goal manager": at most one active goal — create, edit, or delete it. */
export function GoalManager() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { flash, showSuccess, showError } = useFlashMessage();
  const createRef = useRef<HTMLButtonElement>(null);

  const fetchGoal = useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      setLoad({ kind: 'ready', goal: await getActiveGoal() });
    } catch (error) {
      setLoad({
        kind: 'error',
        message: (error instanceof ApiError && error.serverMessage) || GOAL_MESSAGES.loadFailed,
      });
    }
  }, []);

  useEffect(() => {
    void fetchGoal();
  }, [fetchGoal]);

  if (load.kind === 'loading') return <PageLoader label="Cargando objetivo..." />;
  if (load.kind === 'error') {
    return (
      <div className="dash-page goals-page">
        <div className="panel empty-panel" role="alert">
          <p className="empty-panel-title">{load.message}</p>
          <Button variant="secondary" onClick={() => void fetchGoal()}>
            Reintentar
          </Button>
        </div>
      </div>
    );
  }
  const goal = load.goal;

  async function save(values: GoalValues) {
    if (goal) {
      const saved = await updateGoal(goal.id, values);
      setLoad({ kind: 'ready', goal: saved });
      showSuccess(GOAL_MESSAGES.updated);
    } else {
      const saved = await createGoal(values);
      setLoad({ kind: 'ready', goal: saved });
      showSuccess(GOAL_MESSAGES.created);
    }
    setEditing(false);
  }

  async function remove() {
    if (!goal) return;
    setDeleting(true);
    try {
      await deactivateGoal(goal.id);
      setConfirming(false);
      setLoad({ kind: 'ready', goal: null });
      showSuccess(GOAL_MESSAGES.deleted);
      requestAnimationFrame(() => createRef.current?.focus());
    } catch (error) {
      setConfirming(false);
      showError(
        error instanceof ApiError
          ? (error.serverMessage ?? GOAL_MESSAGES.deleteFailedScreen)
          : GOAL_MESSAGES.unexpected,
      );
    } finally {
      setDeleting(false);
    }
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
        <GoalCard goal={goal} onEdit={() => setEditing(true)} onDelete={() => setConfirming(true)} />
      ) : (
        <div className="panel empty-panel">
          <span className="empty-panel-icon">
            <IconTarget size={28} />
          </span>
          <p className="empty-panel-title">Todavía no tienes un objetivo</p>
          <p className="empty-panel-text">
            Crea un objetivo de recaudación (un disco, un viaje, equipo nuevo) y muestra tu progreso en tu
            página.
          </p>
          <button ref={createRef} type="button" className={buttonClass({})} onClick={() => setEditing(true)}>
            <IconPlus />
            <span>{GOAL_MESSAGES.createCta}</span>
          </button>
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        title="Eliminar objetivo"
        message={GOAL_MESSAGES.deleteConfirm}
        confirmLabel="Eliminar"
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
