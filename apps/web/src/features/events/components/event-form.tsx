import type { EventInput } from '@enlaza/shared/events';
import {
  argentinaToday,
  type CreatorEvent,
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_MESSAGES,
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
  eventSchema,
} from '@enlaza/shared/events';
import { LIMITS } from '@enlaza/shared/limits';
import { EVENT_CATEGORY_EMOJI } from '@enlaza/shared/public';
import { validateForm } from '@enlaza/shared/validation';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, mapServerErrors, useForm } from '../../../lib/use-form';
import {
  changedFields,
  EVENT_FORM_FIELDS,
  type EventFormValues,
  emptyEventForm,
  eventToFormValues,
  withFieldChange,
} from '../utils/event-form-values';
import { buildEventPayload } from '../utils/event-payload';
import { EventImageUpload } from './event-image-upload';

/** A suggestion picked in the address field. */
export interface PickedAddress {
  address: string;
  latitude: number;
  longitude: number;
  geocoded_address: string;
}

/** What the events feature needs from an address field; the route plugs in the geocoding one. */
export interface AddressFieldProps {
  label: string;
  value: string;
  error?: string | undefined;
  maxLength: number;
  name: string;
  placeholder: string;
  onChange: (text: string) => void;
  onPick: (picked: PickedAddress) => void;
}

export type AddressFieldRenderer = (props: AddressFieldProps) => ReactNode;

interface EventFormProps {
  /** The event being edited, or null to create one. */
  event: CreatorEvent | null;
  renderAddressField: AddressFieldRenderer;
  onSave: (input: EventInput) => Promise<void>;
  onCancel: () => void;
}

const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((c) => ({
  value: c,
  label: `${EVENT_CATEGORY_EMOJI[c]} ${EVENT_CATEGORY_LABELS[c]}`,
}));
const STATUS_OPTIONS = EVENT_STATUSES.map((s) => ({ value: s, label: EVENT_STATUS_LABELS[s] }));

/** Server fields that have no input of their own, shown on the input they come from. */
const FIELD_ALIASES: Partial<Record<string, keyof EventFormValues>> = {
  latitude: 'address',
  longitude: 'address',
  geocoded_address: 'address',
  currency: 'price',
};

/** Spec 02 §4–§5: every field of an event, with its rules and couplings. */
export function EventForm({ event, renderAddressField, onSave, onCancel }: EventFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<EventFormValues>(event ? eventToFormValues(event) : emptyEventForm());
  const { values, errors } = form;
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  // Dates before today are refused, except an edited event may keep the day it already had.
  const today = argentinaToday(new Date());
  const minDate = event && event.event_date < today ? event.event_date : today;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function change<K extends keyof EventFormValues>(field: K, value: EventFormValues[K]) {
    const next = withFieldChange(values, field, value);
    for (const key of changedFields(values, next)) form.setValue(key, next[key]);
  }

  function pickAddress(picked: PickedAddress) {
    form.setValue('address', picked.address);
    form.setValue('latitude', String(picked.latitude));
    form.setValue('longitude', String(picked.longitude));
    form.setValue('geocoded_address', picked.geocoded_address);
  }

  async function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (saving) return;
    setFormError(null);
    const payload = buildEventPayload(values, event ? 'update' : 'create');
    const result = validateForm(eventSchema({ today: minDate }), payload);
    if (!result.ok) {
      form.showErrors(
        mapServerErrors<EventFormValues>(
          Object.entries(result.errors).map(([field, message]) => ({ field, message })),
          EVENT_FORM_FIELDS,
          FIELD_ALIASES,
        ),
      );
      return;
    }
    setSaving(true);
    try {
      await onSave(payload);
    } catch (error) {
      setSaving(false);
      const serverErrors = error instanceof ApiError ? error.errors : [];
      const fieldErrors: FieldErrors<EventFormValues> = mapServerErrors<EventFormValues>(
        serverErrors,
        EVENT_FORM_FIELDS,
        FIELD_ALIASES,
      );
      if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
      else
        setFormError((error instanceof ApiError && error.serverMessage) || EVENT_MESSAGES.saveFailedScreen);
    }
  }

  return (
    <section className="panel event-form-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="panel-title">
        {event ? 'Editar evento' : 'Nuevo evento'}
      </h2>
      <form ref={form.formRef} className="form event-form" noValidate onSubmit={handleSubmit}>
        {formError ? <Alert tone="error" title={formError} /> : null}

        <fieldset className="form-section">
          <legend>Información</legend>
          <TextField
            label="Título"
            name="title"
            maxLength={LIMITS.eventTitleMax}
            autoComplete="off"
            placeholder="Presentación del nuevo disco"
            value={values.title}
            error={errors.title}
            counter
            onChange={(e) => change('title', e.target.value)}
          />
          <TextareaField
            label="Descripción (opcional)"
            name="description"
            rows={4}
            maxLength={LIMITS.eventDescriptionMax}
            value={values.description}
            error={errors.description}
            counter
            onChange={(e) => change('description', e.target.value)}
          />
          <div className="form-row">
            <SelectField
              label="Categoría"
              name="category"
              options={CATEGORY_OPTIONS}
              value={values.category}
              error={errors.category}
              onChange={(e) => change('category', e.target.value)}
            />
            <SelectField
              label="Estado"
              name="status"
              options={STATUS_OPTIONS}
              value={values.status}
              error={errors.status}
              onChange={(e) => change('status', e.target.value)}
            />
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend>Fecha y hora</legend>
          <div className="form-row">
            <TextField
              label="Fecha"
              name="event_date"
              type="date"
              min={minDate}
              value={values.event_date}
              error={errors.event_date}
              onChange={(e) => change('event_date', e.target.value)}
            />
            <TextField
              label="Hora (opcional)"
              name="event_time"
              type="time"
              value={values.event_time}
              error={errors.event_time}
              onChange={(e) => change('event_time', e.target.value)}
            />
          </div>
          <div className="form-row">
            <TextField
              label="Fecha de fin (opcional)"
              name="end_date"
              type="date"
              min={values.event_date || minDate}
              value={values.end_date}
              error={errors.end_date}
              onChange={(e) => change('end_date', e.target.value)}
            />
            <TextField
              label="Hora de fin (opcional)"
              name="end_time"
              type="time"
              value={values.end_time}
              error={errors.end_time}
              onChange={(e) => change('end_time', e.target.value)}
            />
          </div>
          <TextField
            label="Duración en horas (opcional)"
            name="duration_hours"
            type="number"
            inputMode="decimal"
            min={0.5}
            step={0.5}
            value={values.duration_hours}
            error={errors.duration_hours}
            onChange={(e) => change('duration_hours', e.target.value)}
          />
        </fieldset>

        <fieldset className="form-section">
          <legend>Lugar</legend>
          <CheckboxField
            label="Es un evento online"
            name="is_online"
            checked={values.is_online}
            onChange={(e) => change('is_online', e.target.checked)}
          />
          {values.is_online ? (
            <TextField
              label="Enlace de la reunión"
              name="meeting_url"
              type="url"
              inputMode="url"
              placeholder="https://meet.google.com/..."
              value={values.meeting_url}
              error={errors.meeting_url}
              onChange={(e) => change('meeting_url', e.target.value)}
            />
          ) : null}
          <TextField
            label="Lugar"
            name="location"
            maxLength={LIMITS.eventLocationMax}
            placeholder={values.is_online ? 'Online' : 'Teatro, bar, centro cultural...'}
            value={values.location}
            error={errors.location}
            hint={values.is_online ? 'Si lo dejas vacío, se mostrará "Online".' : undefined}
            onChange={(e) => change('location', e.target.value)}
          />
          {renderAddressField({
            label: 'Dirección (opcional)',
            name: 'address',
            maxLength: LIMITS.eventAddressMax,
            placeholder: 'Calle y número, ciudad',
            value: values.address,
            error: errors.address,
            onChange: (text) => change('address', text),
            onPick: pickAddress,
          })}
          {values.latitude && values.longitude ? (
            <p className="address-located">
              <span aria-hidden="true">✓</span> Ubicación encontrada en el mapa
            </p>
          ) : null}
        </fieldset>

        <fieldset className="form-section">
          <legend>Entradas</legend>
          <CheckboxField
            label="Evento gratuito"
            name="is_free"
            checked={values.is_free}
            onChange={(e) => change('is_free', e.target.checked)}
          />
          <div className="form-row">
            <TextField
              label="Precio (ARS)"
              name="price"
              type="number"
              inputMode="numeric"
              min={0}
              step={LIMITS.eventPriceStep}
              disabled={values.is_free}
              value={values.price}
              error={errors.price}
              hint={`En múltiplos de ${LIMITS.eventPriceStep}`}
              onChange={(e) => change('price', e.target.value)}
            />
            <TextField
              label="Cupo máximo (opcional)"
              name="max_attendees"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.max_attendees}
              error={errors.max_attendees}
              onChange={(e) => change('max_attendees', e.target.value)}
            />
          </div>
          <TextField
            label="Enlace para comprar entradas (opcional)"
            name="ticket_url"
            type="url"
            inputMode="url"
            placeholder="https://..."
            value={values.ticket_url}
            error={errors.ticket_url}
            onChange={(e) => change('ticket_url', e.target.value)}
          />
        </fieldset>

        <fieldset className="form-section">
          <legend>Presentación</legend>
          <TextField
            label="URL de la imagen (opcional)"
            name="image_url"
            type="url"
            inputMode="url"
            placeholder="https://..."
            value={values.image_url}
            error={errors.image_url}
            onChange={(e) => change('image_url', e.target.value)}
          />
          <EventImageUpload
            value={values.image_url}
            disabled={saving}
            onUploaded={(url) => change('image_url', url)}
          />
          <CheckboxField
            label="Destacar este evento"
            name="is_featured"
            checked={values.is_featured}
            onChange={(e) => change('is_featured', e.target.checked)}
          />
        </fieldset>

        <div className="form-actions">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            {saving ? 'Guardando...' : event ? 'Guardar cambios' : 'Crear evento'}
          </Button>
        </div>
      </form>
    </section>
  );
}
