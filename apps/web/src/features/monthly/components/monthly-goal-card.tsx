import {
  MONTHLY_CARE_MESSAGES as C,
  type MonthlyGoalKind,
  type MonthlyGoalProgress,
  monthlyGoalSchema,
  monthlyGoalSummary,
  monthlyGoalTargetText,
} from '@enlaza/shared/monthly';
import { validateForm } from '@enlaza/shared/validation';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useMonthlyGoal, useRemoveMonthlyGoal, useSaveMonthlyGoal } from '../api/monthly-goal';

const KINDS: readonly { value: MonthlyGoalKind; label: string }[] = [
  { value: 'income', label: C.goalKindIncome },
  { value: 'supporters', label: C.goalKindSupporters },
];

function GoalProgress({ goal }: { goal: MonthlyGoalProgress }) {
  const summary = monthlyGoalSummary(goal);
  return (
    <div className="monthly-goal-progress" data-testid="monthly-goal-progress">
      <p className="monthly-muted">{C.goalCurrent(monthlyGoalTargetText(goal))}</p>
      <ProgressBar
        className="progress"
        fillClassName="progress-bar"
        value={summary.barWidth}
        label={C.goalTitle}
        valueText={`${summary.percentText}, ${summary.progressText}`}
      />
      <p>
        <strong>{summary.progressText}</strong> · {summary.percentText}
      </p>
    </div>
  );
}

/**
 * 'Meta mensual' (issue 34): an income per month ('$ 400.000 por mes') or a number of supporters
 * ('200 personas'), its progress, and removing it. Checked with the server's own schema first.
 */
export function MonthlyGoalCard({
  onMessage,
  onError,
}: {
  onMessage: (text: string) => void;
  onError: (text: string) => void;
}) {
  const goal = useMonthlyGoal();
  const save = useSaveMonthlyGoal();
  const remove = useRemoveMonthlyGoal();
  const current = goal.data ?? null;
  const [kind, setKind] = useState<MonthlyGoalKind | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const shownKind = kind ?? current?.kind ?? 'income';
  const shownTarget = target ?? (current ? String(current.target) : '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(monthlyGoalSchema, { kind: shownKind, target: shownTarget });
    if (!checked.ok) {
      setError(checked.errors.target ?? checked.errors.kind);
      return;
    }
    setError(undefined);
    save.mutate(checked.data, {
      onSuccess: ({ message }) => {
        setKind(null);
        setTarget(null);
        onMessage(message);
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? failure.errors.find((e) => e.field === 'target') : null;
        if (field) setError(field.message);
        else onError(failure.message);
      },
    });
  };

  return (
    <section className="panel monthly-section monthly-goal" aria-labelledby="monthly-goal-title">
      <h2 id="monthly-goal-title" className="monthly-subtitle">
        {C.goalTitle}
      </h2>
      <p className="monthly-muted">{C.goalIntro}</p>
      {goal.isError ? <Alert tone="error">{C.goalLoadError}</Alert> : null}
      {current ? <GoalProgress goal={current} /> : goal.isSuccess ? <p>{C.goalNone}</p> : null}
      <form className="monthly-goal-form" onSubmit={onSubmit} noValidate aria-label={C.goalTitle}>
        <SelectField
          label={C.goalKindLabel}
          name="kind"
          value={shownKind}
          options={KINDS}
          onChange={(e) => {
            setKind(e.target.value as MonthlyGoalKind);
            setError(undefined);
          }}
        />
        <TextField
          label={C.goalTargetLabel}
          name="target"
          inputMode="numeric"
          value={shownTarget}
          error={error}
          hint={shownKind === 'income' ? C.goalIncomeHint : C.goalSupportersHint}
          onChange={(e) => setTarget(e.target.value)}
        />
        <div className="monthly-form-actions">
          <Button type="submit" loading={save.isPending}>
            {C.goalSave}
          </Button>
          {current ? (
            <Button
              variant="ghost"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: (message) => {
                    setKind(null);
                    setTarget(null);
                    onMessage(message);
                  },
                  onError: (failure) => onError(failure.message),
                })
              }
            >
              {C.goalRemove}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
