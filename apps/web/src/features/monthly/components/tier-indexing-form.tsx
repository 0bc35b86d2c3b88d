import { ADJUST_CAP, ADJUST_EVERY_MONTHS, ADJUST_ROUND_TO, TIER_INDEX_CHOICES } from '@enlaza/shared/indices';
import { formatARS } from '@enlaza/shared/money';
import {
  formatAdjustmentDay,
  MONTHLY_SCREEN_MESSAGES,
  type MonthlyTier,
  TIER_INDEX_LABELS,
  TIER_INDEXING_MESSAGES,
  tierIndexingSchema,
} from '@enlaza/shared/monthly';
import { validateForm } from '@enlaza/shared/validation';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSetTierIndexing, useSkipTierAdjustment } from '../api/set-tier-indexing';

const M = TIER_INDEXING_MESSAGES;
const E = M.editor;
type Field = 'index' | 'every_months' | 'cap_pct' | 'round_to' | 'usd_amount';
const FIELDS: readonly string[] = ['index', 'every_months', 'cap_pct', 'round_to', 'usd_amount'];

/** What the tier shows of its indexing: the next adjustment, a skip, failures and a clamp. */
export function TierIndexingState({ tier }: { tier: MonthlyTier }) {
  const next = tier.next_adjustment;
  const state = tier.adjustment;
  if (!tier.indexing || !next) return null;
  const amount = next.estimated_amount === null ? null : formatARS(next.estimated_amount);
  return (
    <div className="monthly-muted" data-testid="tier-indexing-state">
      <p>{E.next(formatAdjustmentDay(next.date), amount)}</p>
      {amount === null ? <p>{E.noEstimate}</p> : null}
      {state?.stage === 'noticed' ? <p>{E.fixed}</p> : null}
      {state?.stage === 'skipped' ? <p>{E.skippedNote}</p> : null}
      {state && state.failed_supporters > 0 ? (
        <Alert tone="error">{E.failed(state.failed_supporters)}</Alert>
      ) : null}
      {state?.clamped ? <p>{E.clamped}</p> : null}
    </div>
  );
}

/** 'Esta vez no ajustar', while an adjustment lies ahead and was not skipped yet. */
export function SkipAdjustmentButton(props: {
  tier: MonthlyTier;
  onMessage: (t: string) => void;
  onError: (t: string) => void;
}) {
  const skip = useSkipTierAdjustment();
  if (!props.tier.indexing || props.tier.adjustment?.stage === 'skipped') return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={skip.isPending}
      onClick={() =>
        skip.mutate(props.tier.id, {
          onSuccess: ({ message }) => props.onMessage(message),
          onError: (error) => props.onError(error.message),
        })
      }
    >
      {E.skip}
    </Button>
  );
}

/** 'Ajuste automático' of one tier: index, period, cap, rounding (and the dollars of a dollar tier). */
export function TierIndexingForm(props: {
  tier: MonthlyTier;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const current = props.tier.indexing;
  const [index, setIndex] = useState<string>(current?.index ?? 'ipc');
  const [every, setEvery] = useState(String(current?.every_months ?? 3));
  const [cap, setCap] = useState(String(current?.cap_pct ?? ADJUST_CAP.default));
  const [roundTo, setRoundTo] = useState(String(current?.round_to ?? 100));
  const [usd, setUsd] = useState(current?.usd_amount ? String(current.usd_amount) : '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSetTierIndexing();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const values = {
      index,
      every_months: Number(every),
      cap_pct: cap.trim() === '' ? Number.NaN : Number(cap),
      round_to: Number(roundTo),
      usd_amount: index === 'usd_oficial' ? (usd.trim() === '' ? null : Number(usd)) : null,
    };
    const checked = validateForm(tierIndexingSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: props.tier.id, values: checked.data },
      {
        onSuccess: ({ message }) => props.onDone(message),
        onError: (error) => {
          const fields: Partial<Record<Field, string>> = {};
          if (error instanceof ApiError)
            for (const e of error.errors) if (FIELDS.includes(e.field)) fields[e.field as Field] = e.message;
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFormError(error.message);
        },
      },
    );
  };

  const fixed = index === 'none';
  return (
    <form
      className="panel monthly-tier-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`indexing-${props.tier.id}`}
    >
      <h3 id={`indexing-${props.tier.id}`} className="monthly-subtitle">
        {E.heading}: {props.tier.name}
      </h3>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <SelectField
        label={E.index}
        name="index"
        value={index}
        error={errors.index}
        options={TIER_INDEX_CHOICES.map((value) => ({ value, label: TIER_INDEX_LABELS[value] }))}
        onChange={(e) => setIndex(e.target.value)}
      />
      {index === 'usd_oficial' ? (
        <TextField
          label={E.usd}
          name="usd_amount"
          inputMode="numeric"
          value={usd}
          error={errors.usd_amount}
          onChange={(e) => setUsd(e.target.value)}
        />
      ) : null}
      {fixed ? null : (
        <>
          <SelectField
            label={E.every}
            name="every_months"
            value={every}
            error={errors.every_months}
            options={ADJUST_EVERY_MONTHS.map((m) => ({ value: String(m), label: E.everyOption(m) }))}
            onChange={(e) => setEvery(e.target.value)}
          />
          <TextField
            label={E.cap}
            name="cap_pct"
            inputMode="numeric"
            value={cap}
            error={errors.cap_pct}
            onChange={(e) => setCap(e.target.value)}
          />
          <SelectField
            label={E.roundTo}
            name="round_to"
            value={roundTo}
            error={errors.round_to}
            options={ADJUST_ROUND_TO.map((r) => ({ value: String(r), label: formatARS(r) }))}
            onChange={(e) => setRoundTo(e.target.value)}
          />
          <p className="monthly-muted">{E.hint}</p>
        </>
      )}
      <div className="monthly-tier-actions">
        <Button type="submit" disabled={save.isPending}>
          {E.save}
        </Button>
        <Button variant="secondary" type="button" onClick={props.onCancel}>
          {MONTHLY_SCREEN_MESSAGES.tiers.cancel}
        </Button>
      </div>
    </form>
  );
}
