import type { EventInput } from '@enlaza/shared/events';
import { EVENT_DEFAULTS } from '@enlaza/shared/events';
import { Money } from '@enlaza/shared/money';
import type { EventFormValues } from './event-form-values';

export type PayloadMode = 'create' | 'update';

/** A number field: null when blank, the number when it reads as one, else the text (the schema rejects it). */
function numeric(text: string): number | string | null {
  const value = text.trim().replace(',', '.');
  if (!value) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

/** An amount field: null when blank, whole pesos when it reads as them (Money.parseWholePesos), else the text. */
function pesos(text: string): number | string | null {
  const value = text.trim();
  if (!value) return null;
  const parsed = Money.parseWholePesos(value);
  return parsed.ok ? parsed.money.pesos : value;
}

/**
 * The body of POST /events and PUT /events/{id} (spec 02 §5): optional text trimmed and sent only if
 * non-empty; category, status and currency defaulted; price only when above 0 and not free;
 * max_attendees only above 0; meeting_url only for online events.
 *
 * The API keeps the stored value of any field left out of an edit, so on update a field the creator
 * emptied is sent as null (and a price that no longer applies as 0) instead of being left out.
 */
export function buildEventPayload(values: EventFormValues, mode: PayloadMode): EventInput {
  const cleared = mode === 'update' ? null : undefined;
  const payload: EventInput = {
    title: values.title.trim(),
    category: values.category || EVENT_DEFAULTS.category,
    status: values.status || EVENT_DEFAULTS.status,
    currency: EVENT_DEFAULTS.currency,
    event_date: values.event_date.trim(),
    location: values.location.trim(),
    is_online: values.is_online,
    is_free: values.is_free,
    is_featured: values.is_featured,
  };
  const optional = {
    description: values.description,
    event_time: values.event_time,
    end_date: values.end_date,
    end_time: values.end_time,
    address: values.address,
    ticket_url: values.ticket_url,
    image_url: values.image_url,
    meeting_url: values.is_online ? values.meeting_url : '',
  } as const;
  for (const [field, text] of Object.entries(optional) as Array<[keyof typeof optional, string]>) {
    const value = text.trim() || cleared;
    if (value !== undefined) payload[field] = value;
  }

  const price = values.is_free ? null : pesos(values.price);
  if (price !== null && price !== 0) payload.price = price;
  else if (mode === 'update') payload.price = 0;

  for (const field of ['max_attendees', 'duration_hours'] as const) {
    const n = numeric(values[field]);
    if (n !== null && n !== 0) payload[field] = n;
    else if (mode === 'update') payload[field] = null;
  }

  const latitude = numeric(values.latitude);
  const longitude = numeric(values.longitude);
  if (typeof latitude === 'number' && typeof longitude === 'number') {
    payload.latitude = latitude;
    payload.longitude = longitude;
    const geocoded = values.geocoded_address.trim();
    if (geocoded) payload.geocoded_address = geocoded;
  } else if (mode === 'update') {
    payload.latitude = null;
    payload.longitude = null;
    payload.geocoded_address = null;
  }
  return payload;
}
