import { formatARS, formatNumber } from '@enlaza/shared/format';
import { GOAL_MESSAGES, type GoalIndexing, type GoalValues, goalSchema } from '@enlaza/shared/goals';
import { AMOUNT_INDEX_CHOICES, type AmountIndexChoice } from '@enlaza/shared/indices';
import { LIMITS } from '@enlaza/shared/limits';
import { Money } from '@enlaza/shared/money';
import { validateForm } from '@enlaza/shared/validation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { mapServerErrors, useForm } from '../../../lib/use-form';

type GoalFormValues = { title: string; description: string; target_amount: string; indexed_by: string };

export interface GoalFormInitial {
  title: string;
  description: string;
  target_amount: number;
  /** An indexed goal (issue 33): the form edits the target as set, not today's. */
  indexing?: GoalIndexing | null;
}

interface GoalFormProps {
  /** The goal being edited, or null to create one. */
  goal: GoalFormInitial | null;
  onSave: (values: GoalValues) => Promise<void>;
  onCancel: () => void;
}

const FIELDS = ['title', 'description', 'target_amount', 'indexed_by'] as const;
const INDEX_OPTIONS = AMOUNT_INDEX_CHOICES.map((value) => ({
  value,
  label: GOAL_MESSAGES.indexOptions[value],
}));

/** What the typed target will show as, read as the schema reads it (Money.parseWholePesos). */
function targetPreview(text: string): string {
  if (!text.trim()) return `Si lo dejas vacío, el objetivo será de ${formatARS(LIMITS.goalDefaultTarget)}.`;
  const parsed = Money.parseWholePesos(text);
  return parsed.ok && parsed.money.cents > 0
    ? `Se mostrará como ${parsed.money.format()}`
    : 'Ingresa un monto en pesos';
}

/** Spec 02 §2 "Goal manager": title (100), description (300), target in ARS (1000 when empty). */
export function GoalForm({ goal, onSave, onCancel }: GoalFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<GoalFormValues>({
    title: goal?.title ?? '',
    description: goal?.description ?? '',
    target_amount: goal ? formatNumber(goal.indexing?.base_target_amount ?? goal.target_amount) : '',
    indexed_by: goal?.indexing?.index ?? 'none',
  });
  const { values, setValue, errors } = form;
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const result = validateForm(goalSchema, {
      title: values.title,
      description: values.description,
      target_amount: values.target_amount,
      indexed_by: values.indexed_by as AmountIndexChoice,
    });
    if (!result.ok) {
      form.showErrors(result.errors);
      return;
    }
    setSaving(true);
    try {
      await onSave(result.data);
    } catch (error) {
      setSaving(false);
      if (!(error instanceof ApiError)) {
        setFormError(GOAL_MESSAGES.unexpected);
        return;
      }
      const fieldErrors = mapServerErrors<GoalFormValues>(error.errors, FIELDS);
      if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
      else setFormError(error.serverMessage ?? GOAL_MESSAGES.saveFailedScreen);
    }
  }

  return (
    <section className="panel goal-form-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="panel-title">
        {goal ? 'Editar objetivo' : 'Nuevo objetivo'}
      </h2>
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        {formError ? <Alert tone="error" title={formError} /> : null}
        <TextField
          label="Título"
          name="title"
          maxLength={LIMITS.goalTitleMax}
          placeholder="Nuevo equipo de grabación"
          autoComplete="off"
          value={values.title}
          error={errors.title}
          counter
          onChange={(e) => setValue('title', e.target.value)}
        />
        <TextareaField
          label="Descripción"
          name="description"
          maxLength={LIMITS.goalDescriptionMax}
          rows={4}
          placeholder="Cuéntales a tus seguidores para qué es y cómo los vas a sumar."
          value={values.description}
          error={errors.description}
          counter
          onChange={(e) => setValue('description', e.target.value)}
        />
        <TextField
          label="Monto objetivo (ARS)"
          name="target_amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={String(LIMITS.goalDefaultTarget)}
          value={values.target_amount}
          error={errors.target_amount}
          hint={targetPreview(values.target_amount)}
          onChange={(e) => setValue('target_amount', e.target.value)}
        />
        <SelectField
          label={GOAL_MESSAGES.indexLabel}
          name="indexed_by"
          options={INDEX_OPTIONS}
          value={values.indexed_by}
          error={errors.indexed_by}
          hint={GOAL_MESSAGES.indexHint}
          onChange={(e) => setValue('indexed_by', e.target.value)}
        />
        <div className="form-actions">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            {saving ? 'Guardando...' : goal ? 'Guardar cambios' : 'Crear Objetivo'}
          </Button>
        </div>
      </form>
    </section>
  );
}
