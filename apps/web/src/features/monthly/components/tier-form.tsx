import {
  MONTHLY_LIMITS,
  MONTHLY_MESSAGES,
  MONTHLY_SCREEN_MESSAGES,
  type MonthlyTier,
  monthlyTierSchema,
} from '@enlaza/shared/monthly';
import { validateForm } from '@enlaza/shared/validation';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { useSaveTier } from '../api/save-tier';
import { initialShapeValues, type ShapeField, TierShapeFields } from './tier-shape-fields';

const T = MONTHLY_SCREEN_MESSAGES.tiers;
type Field = 'name' | 'amount' | 'description' | 'active' | ShapeField;
const FIELDS: readonly string[] = [
  'name',
  'amount',
  'description',
  'active',
  'yearly_amount',
  'open_amount_min',
  'free_trial',
];

/**
 * Creates or edits a tier, checked with the server's own schema first. The amount of a tier with
 * active supporters cannot change: the field is locked and says why.
 */
export function TierForm({
  tier,
  onDone,
  onCancel,
}: {
  tier: MonthlyTier | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(tier?.name ?? '');
  const [amount, setAmount] = useState(tier ? String(tier.amount) : '');
  const [description, setDescription] = useState(tier?.description ?? '');
  const [active, setActive] = useState(tier?.active ?? true);
  const [shape, setShape] = useState(() => initialShapeValues(tier));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveTier();
  const locked = tier?.amount_locked === true;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(monthlyTierSchema, {
      name,
      amount,
      description,
      active,
      yearly_amount: shape.yearly,
      open_amount_min: shape.openMin,
      free_trial: shape.freeTrial,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: tier?.id ?? null, values: checked.data },
      {
        onSuccess: ({ message }) => onDone(message),
        onError: (error) => {
          const fields: Partial<Record<Field, string>> = {};
          if (error instanceof ApiError) {
            for (const e of error.errors) {
              if (FIELDS.includes(e.field)) fields[e.field as Field] = e.message;
            }
          }
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFormError(error.message);
        },
      },
    );
  };

  return (
    <form
      className="panel monthly-tier-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="monthly-tier-form-title"
    >
      <h3 id="monthly-tier-form-title" className="monthly-subtitle">
        {tier ? T.formEdit : T.formNew}
      </h3>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={T.name}
        name="name"
        value={name}
        maxLength={MONTHLY_LIMITS.nameMax}
        counter
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={T.amount}
        name="amount"
        inputMode="numeric"
        value={amount}
        disabled={locked}
        error={errors.amount}
        hint={locked ? MONTHLY_MESSAGES.amountLocked : T.amountHint}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TierShapeFields values={shape} errors={errors} locked={locked} onChange={setShape} />
      <TextareaField
        label={T.description}
        name="description"
        value={description}
        maxLength={MONTHLY_LIMITS.descriptionMax}
        counter
        rows={3}
        error={errors.description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <CheckboxField
        label={T.active}
        name="active"
        checked={active}
        error={errors.active}
        onChange={(e) => setActive(e.target.checked)}
      />
      <div className="monthly-form-actions">
        <Button type="submit" loading={save.isPending}>
          {T.save}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
