import { formatARS } from '@enlaza/shared/money';
import {
  MONTHLY_MESSAGES as M,
  type MonthlySubscribePage,
  monthsSaved,
  MONTHLY_SHAPE_MESSAGES as S,
} from '@enlaza/shared/monthly';

type FormView = Extract<MonthlySubscribePage, { view: 'form' }>;

type TierPrices = Pick<FormView['tier'], 'amount' | 'yearly_amount' | 'open_amount_min' | 'free_trial'>;

/**
 * The tier's price lines (issue 34): per month or 'Monto libre: desde', per year with the months it
 * saves, the free first month (the public block says it short, the subscribe page in full).
 */
export function SubscribeTierPrices({ tier, short = false }: { tier: TierPrices; short?: boolean }) {
  const saved = tier.yearly_amount === null ? 0 : monthsSaved(tier.amount, tier.yearly_amount);
  return (
    <>
      <p className="pp-monthly-amount">
        {tier.open_amount_min !== null
          ? `${S.openAmount}: ${S.from(tier.open_amount_min)} ${M.perMonth}`
          : `${formatARS(tier.amount)} ${M.perMonth}`}
      </p>
      {tier.yearly_amount !== null && (
        <p className="pp-monthly-amount">
          {S.yearlyPrice(tier.yearly_amount)}
          {saved > 0 && <span className="pp-monthly-saving"> · {S.monthsSaved(saved)}</span>}
        </p>
      )}
      {tier.free_trial && <p className="pp-monthly-trial">{short ? S.freeTrial : S.freeTrialIntro}</p>}
    </>
  );
}

/**
 * The form's `frecuencia` (only when the tier is offered yearly) and `monto` (only on an open tier),
 * each with its field-level error; a plain form without script.
 */
export function SubscribeShapeFields({ page }: { page: FormView }) {
  const { tier, values, errors } = page;
  return (
    <>
      {tier.yearly_amount !== null && (
        <fieldset className="dn-field" aria-describedby={errors.frecuencia ? 'frecuencia-error' : undefined}>
          <legend className="dn-label">{S.frequencyLegend}</legend>
          <label>
            <input
              type="radio"
              name="frecuencia"
              value="mensual"
              defaultChecked={values.frecuencia !== 'anual'}
            />{' '}
            {`${S.monthly}: ${formatARS(tier.amount)} ${M.perMonth}`}
          </label>
          <label>
            <input
              type="radio"
              name="frecuencia"
              value="anual"
              defaultChecked={values.frecuencia === 'anual'}
            />{' '}
            {`${S.yearly}: ${S.yearlyPrice(tier.yearly_amount)}`}
          </label>
          {errors.frecuencia && (
            <p className="dn-error" id="frecuencia-error">
              {errors.frecuencia}
            </p>
          )}
        </fieldset>
      )}
      {tier.yearly_amount === null && errors.frecuencia && (
        <p className="dn-error" id="frecuencia-error">
          {errors.frecuencia}
        </p>
      )}
      {tier.open_amount_min !== null && (
        <div className="dn-field">
          <label className="dn-label" htmlFor="monto">
            {S.amountLabel}
          </label>
          <input
            id="monto"
            name="monto"
            type="text"
            inputMode="numeric"
            className={errors.monto ? 'dn-input dn-invalid' : 'dn-input'}
            defaultValue={values.monto || String(tier.amount)}
            aria-describedby={errors.monto ? 'monto-hint monto-error' : 'monto-hint'}
            aria-invalid={errors.monto ? true : undefined}
          />
          <p className="dn-hint" id="monto-hint">
            {S.amountHint(tier.open_amount_min)}
          </p>
          {errors.monto && (
            <p className="dn-error" id="monto-error">
              {errors.monto}
            </p>
          )}
        </div>
      )}
    </>
  );
}
