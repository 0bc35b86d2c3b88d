import type { CreatorEvent } from '@enlaza/shared/events';
import { EVENT_DEFAULTS } from '@enlaza/shared/events';

/** Every field of the event form as the inputs hold it (text, or a tick). */
export type EventFormValues = {
  title: string;
  description: string;
  category: string;
  status: string;
  event_date: string;
  event_time: string;
  end_date: string;
  end_time: string;
  duration_hours: string;
  location: string;
  address: string;
  /** Set only by picking a suggested address; '' otherwise. */
  latitude: string;
  longitude: string;
  geocoded_address: string;
  is_online: boolean;
  meeting_url: string;
  ticket_url: string;
  is_free: boolean;
  price: string;
  max_attendees: string;
  is_featured: boolean;
  image_url: string;
};

export const EVENT_FORM_FIELDS = [
  'title',
  'description',
  'category',
  'status',
  'event_date',
  'event_time',
  'end_date',
  'end_time',
  'duration_hours',
  'location',
  'address',
  'latitude',
  'longitude',
  'geocoded_address',
  'is_online',
  'meeting_url',
  'ticket_url',
  'is_free',
  'price',
  'max_attendees',
  'is_featured',
  'image_url',
] as const satisfies ReadonlyArray<keyof EventFormValues>;

export function emptyEventForm(): EventFormValues {
  return {
    title: '',
    description: '',
    category: EVENT_DEFAULTS.category,
    status: EVENT_DEFAULTS.status,
    event_date: '',
    event_time: '',
    end_date: '',
    end_time: '',
    duration_hours: '',
    location: '',
    address: '',
    latitude: '',
    longitude: '',
    geocoded_address: '',
    is_online: false,
    meeting_url: '',
    ticket_url: '',
    is_free: false,
    price: '',
    max_attendees: '',
    is_featured: false,
    image_url: '',
  };
}

/** 'YYYY-MM-DD' of a stored date, whatever time part it carries (spec 02 §4). */
export function datePart(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** An event as the form edits it. */
export function eventToFormValues(event: CreatorEvent): EventFormValues {
  return {
    title: event.title,
    description: text(event.description),
    category: event.category,
    status: event.status,
    event_date: datePart(event.event_date),
    event_time: text(event.event_time).slice(0, 5),
    end_date: datePart(event.end_date),
    end_time: text(event.end_time).slice(0, 5),
    duration_hours: text(event.duration_hours),
    location: event.location,
    address: text(event.address),
    latitude: text(event.latitude),
    longitude: text(event.longitude),
    geocoded_address: text(event.geocoded_address),
    is_online: event.is_online,
    meeting_url: text(event.meeting_url),
    ticket_url: text(event.ticket_url),
    is_free: event.is_free,
    price: event.is_free ? '0' : event.price > 0 ? String(event.price) : '',
    max_attendees: text(event.max_attendees),
    is_featured: event.is_featured,
    image_url: text(event.image_url),
  };
}

/**
 * The form after one field changes, with the couplings of spec 02 §4: ticking "free" sets the price
 * to 0; unticking "online" clears the meeting link; typing an address drops coordinates picked for
 * an earlier text.
 */
export function withFieldChange<K extends keyof EventFormValues>(
  values: EventFormValues,
  field: K,
  value: EventFormValues[K],
): EventFormValues {
  const next: EventFormValues = { ...values, [field]: value };
  if (field === 'is_free') next.price = value === true ? '0' : values.price === '0' ? '' : values.price;
  if (field === 'is_online' && value === false) next.meeting_url = '';
  if (field === 'address') {
    next.latitude = '';
    next.longitude = '';
    next.geocoded_address = '';
  }
  return next;
}

/** The fields whose value differs between two versions of the form. */
export function changedFields(before: EventFormValues, after: EventFormValues): Array<keyof EventFormValues> {
  return EVENT_FORM_FIELDS.filter((field) => before[field] !== after[field]);
}
