import { eventDateTime } from '@enlaza/shared/events';

/** What a calendar entry needs of an event. */
export interface CalendarEvent {
  id: number;
  title: string;
  description: string | null;
  status: string;
  event_date: string;
  event_time: string | null;
  end_date: string | null;
  end_time: string | null;
  duration_hours: number | null;
  location: string;
  address: string | null;
  is_online: boolean;
  meeting_url: string | null;
}

export interface CalendarContext {
  /** The event page's absolute URL. */
  url: string;
  /** Host part of the UID, e.g. 'enlaza.ar'. */
  domain: string;
  now: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** TEXT value escaping of RFC 5545 §3.3.11. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets folded (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 'YYYYMMDDTHHMMSSZ' */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** 'YYYYMMDD' */
const dateValue = (date: string) => date.replace(/-/g, '');

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

function timing(event: CalendarEvent): string[] {
  if (event.event_time === null) {
    // All-day: DTEND is the day after the last one (exclusive).
    const last = event.end_date && event.end_date >= event.event_date ? event.end_date : event.event_date;
    return [
      `DTSTART;VALUE=DATE:${dateValue(event.event_date)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(last))}`,
    ];
  }
  const start = new Date(eventDateTime(event.event_date, event.event_time));
  let end: Date | null = null;
  if (event.end_time) end = new Date(eventDateTime(event.end_date ?? event.event_date, event.end_time));
  else if (event.duration_hours) end = new Date(start.getTime() + event.duration_hours * HOUR_MS);
  const lines = [`DTSTART:${utcStamp(start)}`];
  if (end && end.getTime() > start.getTime()) lines.push(`DTEND:${utcStamp(end)}`);
  return lines;
}

function locationOf(event: CalendarEvent): string {
  if (event.is_online) return event.meeting_url ? `Online: ${event.meeting_url}` : 'Online';
  return [event.location, event.address].filter((part): part is string => Boolean(part?.trim())).join(', ');
}

/** One event as an iCalendar object (RFC 5545), times in UTC, CRLF line ends. */
export function eventIcs(event: CalendarEvent, context: CalendarContext): string {
  const description = [event.description?.trim(), context.url].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Enlaza//Eventos//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${context.domain}`,
    `DTSTAMP:${utcStamp(context.now)}`,
    ...timing(event),
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText(locationOf(event))}`,
    `URL:${context.url}`,
    `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
