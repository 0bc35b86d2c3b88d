import {
  DONATION_CHIP_FIELDS,
  type DonationChipsInput,
  DONATION_CHIPS_MESSAGES as M,
} from '@enlaza/shared/donations';
import { AMOUNT_INDEX_CHOICES, type AmountIndexChoice } from '@enlaza/shared/indices';
import { formatARS } from '@enlaza/shared/money';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { mapServerErrors, useForm } from '../../../lib/use-form';
import { useDonationChips, useSaveDonationChips } from '../api/donation-chips';

const FIELDS = [...DONATION_CHIP_FIELDS, 'indexed_by'] as const;
type Values = Record<(typeof DONATION_CHIP_FIELDS)[number], string> & { indexed_by: AmountIndexChoice };

const EMPTY: Values = { amount_1: '', amount_2: '', amount_3: '', indexed_by: 'none' };
const INDEX_OPTIONS = AMOUNT_INDEX_CHOICES.map((value) => ({ value, label: M.indexOptions[value] }));

/**
 * 'Montos sugeridos' (issue 33): the three buttons of every donation form, optionally kept in today's
 * pesos by IPC or UVA; 'Volver a los montos de siempre' gives the forms their defaults back.
 */
export function DonationChipsPanel() {
  const chips = useDonationChips();
  const save = useSaveDonationChips();
  const { values, setValue, setValues, errors, showErrors, formRef } = useForm<Values>(EMPTY);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const c = chips.data;
    if (!c?.amounts) return;
    const [a = '', b = '', d = ''] = c.amounts.map(String);
    setValues({ amount_1: a, amount_2: b, amount_3: d, indexed_by: c.indexed_by });
  }, [chips.data, setValues]);

  const run = async (input: DonationChipsInput | null) => {
    showErrors({});
    setMessage(null);
    try {
      const answer = await save.mutateAsync(input);
      if (input === null) setValues(EMPTY);
      setMessage({ tone: 'success', text: answer.message });
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        showErrors(mapServerErrors(error.errors, FIELDS));
      } else {
        setMessage({ tone: 'error', text: M.saveFailed });
      }
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(values);
  };

  const today = chips.data?.today_amounts;
  return (
    <section className="wall-settings" aria-labelledby="chips-title">
      <h2 id="chips-title" className="donations-history-title">
        {M.title}
      </h2>
      <p className="donations-muted">{M.intro}</p>
      {chips.isError ? <Alert tone="error">{M.loadFailed}</Alert> : null}
      {today ? (
        <p className="donations-muted" data-testid="chips-today">
          {M.todayLine(today.map((n) => formatARS(n)).join(' · '))}
        </p>
      ) : null}
      <form ref={formRef} onSubmit={submit} noValidate>
        {DONATION_CHIP_FIELDS.map((field, i) => (
          <TextField
            key={field}
            label={M.fieldLabel(i + 1)}
            value={values[field]}
            onChange={(e) => setValue(field, e.target.value)}
            error={errors[field]}
            inputMode="numeric"
            autoComplete="off"
          />
        ))}
        <SelectField
          label={M.indexLabel}
          options={INDEX_OPTIONS}
          value={values.indexed_by}
          onChange={(e) => setValue('indexed_by', e.target.value as AmountIndexChoice)}
          error={errors.indexed_by}
        />
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <div className="section-actions">
          <Button type="submit" loading={save.isPending}>
            {M.save}
          </Button>
          {chips.data?.amounts ? (
            <Button variant="ghost" onClick={() => void run(null)} loading={save.isPending}>
              {M.useDefaults}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
