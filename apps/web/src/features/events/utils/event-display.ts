import type { CreatorEvent } from '@enlaza/shared/events';
import { EVENT_MESSAGES } from '@enlaza/shared/events';
import { formatARS, formatDate, formatNumber } from '@enlaza/shared/format';

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

/** "sábado, 20 de junio de 2026 · 21:00 hs" and, when it ends another day or hour, its end. */
export function eventWhen(event: CreatorEvent): string {
  let text = formatDate(event.event_date, LONG_DATE);
  if (event.event_time) text += ` · ${event.event_time} hs`;
  const endsOtherDay = event.end_date && event.end_date !== event.event_date;
  if (endsOtherDay) {
    text += ` hasta el ${formatDate(event.end_date, LONG_DATE)}`;
    if (event.end_time) text += ` · ${event.end_time} hs`;
  } else if (event.end_time) {
    text += ` a ${event.end_time} hs`;
  }
  return text;
}

export function eventPrice(event: CreatorEvent): string {
  return event.is_free || event.price <= 0 ? EVENT_MESSAGES.free : formatARS(event.price);
}

export function eventCapacity(event: CreatorEvent): string {
  if (!event.max_attendees) return 'Sin límite';
  return `${formatNumber(event.max_attendees)} ${event.max_attendees === 1 ? 'persona' : 'personas'}`;
}
