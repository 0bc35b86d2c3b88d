import { TRANSFER_TEXTS as T, TRANSFER_LIMITS } from '@enlaza/shared/transfers';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { mapServerErrors, useForm } from '../../../lib/use-form';
import {
  useRemoveTransferDetails,
  useSaveTransferDetails,
  useTransferDetails,
} from '../api/transfer-details';
import { TransferDetailsList } from './transfer-info';
import '../../../styles/transfers.css';

const EMPTY = { alias: '', cvu: '', holder_name: '' };
const FIELDS = ['alias', 'cvu', 'holder_name'] as const;
type Field = (typeof FIELDS)[number];

/** 'Transferencias' in the payment settings: the alias and/or CVU shown as 'Transferir', and its holder. */
export function TransferDetailsPanel() {
  const details = useTransferDetails();
  const save = useSaveTransferDetails();
  const remove = useRemoveTransferDetails();
  const { values, setValue, setValues, errors, showErrors, formRef } = useForm(EMPTY);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const d = details.data;
    if (d) setValues({ alias: d.alias ?? '', cvu: d.cvu ?? '', holder_name: d.holder_name });
  }, [details.data, setValues]);

  const set = (field: Field) => (event: { target: { value: string } }) => setValue(field, event.target.value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    showErrors({});
    setMessage(null);
    try {
      const answer = await save.mutateAsync(values);
      setMessage({ tone: 'success', text: answer.message });
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        showErrors(mapServerErrors(error.errors, FIELDS));
      } else {
        setMessage({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  const stop = async () => {
    setMessage(null);
    try {
      const answer = await remove.mutateAsync();
      setValues(EMPTY);
      setMessage({ tone: 'success', text: answer.message });
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <section className="panel tr-panel" aria-labelledby="tr-settings-title">
      <h2 id="tr-settings-title" className="tr-title">
        {T.settingsTitle}
      </h2>
      <p className="tr-muted">{T.settingsIntro}</p>
      {details.data ? <TransferDetailsList details={details.data} /> : null}
      <form ref={formRef} className="tr-form" onSubmit={submit} noValidate>
        <TextField
          label={T.aliasLabel}
          value={values.alias}
          onChange={set('alias')}
          error={errors.alias}
          maxLength={TRANSFER_LIMITS.aliasMax}
          autoComplete="off"
        />
        <TextField
          label={T.cvuLabel}
          value={values.cvu}
          onChange={set('cvu')}
          error={errors.cvu}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          label={T.holderLabel}
          value={values.holder_name}
          onChange={set('holder_name')}
          error={errors.holder_name}
          maxLength={TRANSFER_LIMITS.holderMax}
        />
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <div className="tr-actions">
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? T.saving : T.save}
          </Button>
          {details.data ? (
            <Button variant="ghost" onClick={() => void stop()} loading={remove.isPending}>
              {T.remove}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
