import { shiftDay, statsRangeQuerySchema } from '@enlaza/shared/stats';
import { validateForm } from '@enlaza/shared/validation';
import { type FormEvent, useId, useState } from 'react';
import { type AnalyticsRange, PERIOD_OPTIONS } from '../utils/analytics-range';

interface RangePickerProps {
  range: AnalyticsRange;
  /** Today in Argentina ('YYYY-MM-DD'): the custom range starts as the last 7 days. */
  today: string;
  onChange(range: AnalyticsRange): void;
}

/** 7 / 30 / 90 days or two chosen days; the custom days are checked with the server's own rules. */
export function RangePicker({ range, today, onChange }: RangePickerProps) {
  const id = useId();
  const [custom, setCustom] = useState(range.kind === 'custom');
  const [startDate, setStartDate] = useState(range.kind === 'custom' ? range.startDate : shiftDay(today, -6));
  const [endDate, setEndDate] = useState(range.kind === 'custom' ? range.endDate : today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const selected = custom ? 'custom' : range.kind === 'period' ? range.period : 'custom';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(statsRangeQuerySchema, {
      startDate: startDate || undefined,
      endDate: endDate || undefined,
    });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onChange({ kind: 'custom', startDate, endDate });
  };

  return (
    <div className="analytics-range">
      <fieldset className="analytics-range-options">
        <legend className="visually-hidden">Período</legend>
        {PERIOD_OPTIONS.map((option) => (
          <label key={option.period} className="analytics-range-option">
            <input
              type="radio"
              name={`${id}-period`}
              value={option.period}
              checked={selected === option.period}
              onChange={() => {
                setCustom(false);
                onChange({ kind: 'period', period: option.period });
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
        <label className="analytics-range-option">
          <input
            type="radio"
            name={`${id}-period`}
            value="custom"
            checked={selected === 'custom'}
            onChange={() => setCustom(true)}
          />
          <span>Personalizado</span>
        </label>
      </fieldset>
      {selected === 'custom' ? (
        <form className="analytics-range-custom" onSubmit={apply} noValidate>
          <div className="analytics-range-field">
            <label htmlFor={`${id}-start`}>Desde</label>
            <input
              id={`${id}-start`}
              type="date"
              className="input"
              value={startDate}
              max={today}
              onChange={(e) => setStartDate(e.target.value)}
              aria-invalid={errors.startDate ? true : undefined}
              aria-describedby={errors.startDate ? `${id}-start-error` : undefined}
            />
            {errors.startDate ? (
              <p id={`${id}-start-error`} className="field-error">
                {errors.startDate}
              </p>
            ) : null}
          </div>
          <div className="analytics-range-field">
            <label htmlFor={`${id}-end`}>Hasta</label>
            <input
              id={`${id}-end`}
              type="date"
              className="input"
              value={endDate}
              onChange={(e) => setEndDate(e.target.value)}
              aria-invalid={errors.endDate ? true : undefined}
              aria-describedby={errors.endDate ? `${id}-end-error` : undefined}
            />
            {errors.endDate ? (
              <p id={`${id}-end-error`} className="field-error">
                {errors.endDate}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn-primary btn-md">
            Aplicar
          </button>
        </form>
      ) : null}
    </div>
  );
}
