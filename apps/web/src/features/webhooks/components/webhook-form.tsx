import { validateForm } from '@enlaza/shared/validation';
import {
  WEBHOOK_SCREEN_MESSAGES as T,
  WEBHOOK_EVENTS,
  type WebhookEventType,
  webhookCreateSchema,
} from '@enlaza/shared/webhooks';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useCreateWebhook } from '../api/create-webhook';

type Field = 'url' | 'events';

/** 'Agregar webhook': the address and the events, checked with the server's schema first. */
export function WebhookForm({ onCreated }: { onCreated: (message: string, secret: string) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['donation.approved']);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateWebhook();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(webhookCreateSchema, { url, events });
    if (!checked.ok) {
      setErrors({ url: checked.errors.url, events: checked.errors.events });
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: ({ message, secret }) => {
        setUrl('');
        onCreated(message, secret);
      },
      onError: (error) => {
        const fields: Partial<Record<Field, string>> = {};
        if (error instanceof ApiError) {
          for (const e of error.errors) {
            if (e.field === 'url') fields.url = e.message;
            else if (e.field.startsWith('events')) fields.events = e.message;
          }
        }
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFormError(error.message);
      },
    });
  };

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((e) => e !== type)));

  return (
    <form className="panel webhook-form" onSubmit={onSubmit} noValidate aria-labelledby="webhook-form-title">
      <h3 id="webhook-form-title" className="subscribers-subtitle">
        {T.formTitle}
      </h3>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={T.url}
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        hint={T.urlHint}
        error={errors.url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <fieldset
        className="webhook-events"
        aria-describedby={errors.events ? 'webhook-events-error' : undefined}
      >
        <legend>{T.events}</legend>
        {WEBHOOK_EVENTS.map((type) => (
          <CheckboxField
            key={type}
            label={T.eventLabels[type] ?? type}
            name="events"
            value={type}
            checked={events.includes(type)}
            onChange={(e) => toggle(type, e.target.checked)}
          />
        ))}
        {errors.events ? (
          <p className="field-error" id="webhook-events-error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" loading={create.isPending}>
        {T.add}
      </Button>
    </form>
  );
}
