import type { CreatorEvent, EventCategory, EventStatus } from '@enlaza/shared/events';
import { EVENT_MESSAGES, eventDateTime, isEventUpcoming } from '@enlaza/shared/events';
import { formatARS } from '@enlaza/shared/format';
import { Money } from '@enlaza/shared/money';
import type { Selectable } from 'kysely';
import type { EventsTable } from '../../db/schema';

export type EventRow = Selectable<EventsTable>;

/** An event with money in pesos, flags as booleans, and the derived price text and upcoming flag. */
export function presentEvent(row: EventRow, now: Date): CreatorEvent {
  const price = Money.fromCents(row.price_cents).pesos;
  const isFree = row.is_free === 1;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as EventCategory,
    status: row.status as EventStatus,
    event_date: row.event_date,
    event_time: row.event_time,
    end_date: row.end_date,
    end_time: row.end_time,
    event_datetime: eventDateTime(row.event_date, row.event_time),
    location: row.location,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    geocoded_address: row.geocoded_address,
    is_online: row.is_online === 1,
    meeting_url: row.meeting_url,
    ticket_url: row.ticket_url,
    is_free: isFree,
    price,
    formatted_price: isFree || price === 0 ? EVENT_MESSAGES.free : formatARS(price),
    currency: row.currency,
    max_attendees: row.max_attendees,
    duration_hours: row.duration_hours,
    is_featured: row.is_featured === 1,
    image_url: row.image_url,
    is_upcoming: isEventUpcoming(row, now),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The stored event in the shape the form sends, so a partial edit can be checked as a whole. */
export function eventAsInput(row: EventRow): Record<string, unknown> {
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    status: row.status,
    event_date: row.event_date,
    event_time: row.event_time,
    end_date: row.end_date,
    end_time: row.end_time,
    location: row.location,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    geocoded_address: row.geocoded_address,
    is_online: row.is_online === 1,
    meeting_url: row.meeting_url,
    ticket_url: row.ticket_url,
    is_free: row.is_free === 1,
    price: Money.fromCents(row.price_cents).pesos,
    currency: row.currency,
    max_attendees: row.max_attendees,
    duration_hours: row.duration_hours,
    is_featured: row.is_featured === 1,
    image_url: row.image_url,
  };
}
