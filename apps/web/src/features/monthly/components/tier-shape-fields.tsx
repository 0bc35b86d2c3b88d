import { type MonthlyTier, monthsSaved, MONTHLY_SHAPE_MESSAGES as S } from '@enlaza/shared/monthly';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';

export type ShapeField = 'yearly_amount' | 'open_amount_min' | 'free_trial';

export interface ShapeValues {
  yearly: string;
  openMin: string;
  freeTrial: boolean;
}

export function initialShapeValues(tier: MonthlyTier | null): ShapeValues {
  return {
    yearly: tier?.yearly_amount != null ? String(tier.yearly_amount) : '',
    openMin: tier?.open_amount_min != null ? String(tier.open_amount_min) : '',
    freeTrial: tier?.free_trial ?? false,
  };
}

/**
 * The tier form's shapes (issue 34): the yearly amount, 'Monto libre' with its minimum and the
 * first free month. Blank fields post '' (not offered); the server's schema reads them.
 */
export function TierShapeFields({
  values,
  errors,
  locked,
  onChange,
}: {
  values: ShapeValues;
  errors: Partial<Record<ShapeField, string>>;
  locked: boolean;
  onChange: (next: ShapeValues) => void;
}) {
  return (
    <>
      <TextField
        label={S.yearlyLabel}
        name="yearly_amount"
        inputMode="numeric"
        value={values.yearly}
        error={errors.yearly_amount}
        hint={S.yearlyHint}
        onChange={(e) => onChange({ ...values, yearly: e.target.value })}
      />
      <TextField
        label={S.openLabel}
        name="open_amount_min"
        inputMode="numeric"
        value={values.openMin}
        disabled={locked}
        error={errors.open_amount_min}
        hint={S.openHint}
        onChange={(e) => onChange({ ...values, openMin: e.target.value })}
      />
      <CheckboxField
        label={S.freeTrialLabel}
        name="free_trial"
        checked={values.freeTrial}
        error={errors.free_trial}
        onChange={(e) => onChange({ ...values, freeTrial: e.target.checked })}
      />
    </>
  );
}

/** A tier card's extra lines: per year with the months saved, 'Monto libre', the free month. */
export function TierShapeLines({ tier }: { tier: MonthlyTier }) {
  const saved = tier.yearly_amount === null ? 0 : monthsSaved(tier.amount, tier.yearly_amount);
  const lines = [
    tier.yearly_amount !== null
      ? `${S.yearlyPrice(tier.yearly_amount)}${saved > 0 ? ` · ${S.monthsSaved(saved)}` : ''}`
      : null,
    tier.open_amount_min !== null ? `${S.openAmount}: ${S.from(tier.open_amount_min)}` : null,
    tier.free_trial ? S.freeTrial : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <p className="monthly-muted" data-testid="monthly-tier-shapes">
      {lines.join(' · ')}
    </p>
  );
}
