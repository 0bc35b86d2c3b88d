import { formatARS } from '@enlaza/shared/money';
import { type ConfirmedTransfer, TRANSFER_TEXTS as T, TRANSFER_LIMITS } from '@enlaza/shared/transfers';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { mapServerErrors, useForm } from '../../../lib/use-form';
import { useConfirmedTransfers, useConfirmTransfer, useRemoveTransfer } from '../api/confirmed-transfers';
import '../../../styles/transfers.css';

const EMPTY = { amount: '', note: '', event_id: '', received_at: '' };
const FIELDS = ['amount', 'note', 'event_id', 'received_at'] as const;
type Field = (typeof FIELDS)[number];

const dayFormat = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'short',
  timeZone: 'America/Argentina/Buenos_Aires',
});

function TransferItem({ transfer }: { transfer: ConfirmedTransfer }) {
  const remove = useRemoveTransfer();
  const amount = formatARS(transfer.amount);
  return (
    <li className="tr-item">
      <div className="tr-item-main">
        <strong>{amount}</strong>
        <span className="tr-muted">
          {transfer.label} · {dayFormat.format(new Date(transfer.received_at))}
          {transfer.event ? ` · ${transfer.event.title}` : ''}
        </span>
        {transfer.note ? <span className="tr-note">{transfer.note}</span> : null}
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={T.deleteLabel(amount)}
        loading={remove.isPending}
        onClick={() => remove.mutate(transfer.id)}
      >
        {T.delete}
      </Button>
    </li>
  );
}

/**
 * 'Transferencias confirmadas': the creator records each transfer that arrived (it counts toward the
 * goal and the chosen event, with no commission) and sees the latest ones.
 */
export function ConfirmedTransfers({ events }: { events: ReadonlyArray<{ id: number; title: string }> }) {
  const list = useConfirmedTransfers();
  const confirm = useConfirmTransfer();
  const { values, setValue, setValues, errors, showErrors, formRef } = useForm(EMPTY);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => setValue(field, event.target.value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    showErrors({});
    setMessage(null);
    try {
      const answer = await confirm.mutateAsync({
        amount: values.amount,
        note: values.note,
        event_id: values.event_id ? Number(values.event_id) : null,
        received_at: values.received_at || null,
      });
      setValues(EMPTY);
      setMessage({ tone: 'success', text: answer.message });
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        showErrors(mapServerErrors(error.errors, FIELDS));
      } else {
        setMessage({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  return (
    <section className="panel tr-panel" aria-labelledby="tr-list-title">
      <h2 id="tr-list-title" className="tr-title">
        {T.listTitle}
      </h2>
      <p className="tr-muted">{T.listIntro}</p>
      <form ref={formRef} className="tr-form" onSubmit={submit} noValidate>
        <TextField
          label={T.amountLabel}
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
          inputMode="numeric"
          placeholder="2.000"
        />
        <TextField
          label={T.noteLabel}
          value={values.note}
          onChange={set('note')}
          error={errors.note}
          maxLength={TRANSFER_LIMITS.noteMax}
        />
        {events.length > 0 ? (
          <SelectField
            label={T.eventLabel}
            value={values.event_id}
            onChange={set('event_id')}
            error={errors.event_id}
            options={[
              { value: '', label: T.noEvent },
              ...events.map((e) => ({ value: String(e.id), label: e.title })),
            ]}
          />
        ) : null}
        <TextField
          label={T.receivedAtLabel}
          type="date"
          value={values.received_at}
          onChange={set('received_at')}
          error={errors.received_at}
        />
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <Button type="submit" loading={confirm.isPending}>
          {confirm.isPending ? T.confirming : T.confirm}
        </Button>
      </form>
      {list.isPending ? (
        <p className="tr-muted" role="status">
          <Spinner size="sm" /> {T.loading}
        </p>
      ) : list.isError ? (
        <Alert tone="error">{T.loadFailed}</Alert>
      ) : list.data.length === 0 ? (
        <p className="tr-muted">{T.empty}</p>
      ) : (
        <ul className="tr-list">
          {list.data.map((transfer) => (
            <TransferItem key={transfer.id} transfer={transfer} />
          ))}
        </ul>
      )}
    </section>
  );
}
