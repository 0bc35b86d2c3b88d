/** Events happen in Argentine wall-clock time: dates and times are stored as typed, without zone. */
export const ARGENTINA_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** Argentina has kept UTC−3 all year since 2009. */
export const ARGENTINA_OFFSET = '-03:00';

// Made on first use: a browser's first Intl formatter loads the locale data (≈90 ms on a throttled phone).
let wallClock: Intl.DateTimeFormat | undefined;
const wallClockOptions: Intl.DateTimeFormatOptions = {
  timeZone: ARGENTINA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** The date ('YYYY-MM-DD') and time ('HH:MM') it is in Argentina at `now`. */
export function argentinaNow(now: Date): { date: string; time: string } {
  const parts: Record<string, string> = {};
  wallClock ??= new Intl.DateTimeFormat('en-CA', wallClockOptions);
  for (const p of wallClock.formatToParts(now)) parts[p.type] = p.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export function argentinaToday(now: Date): string {
  return argentinaNow(now).date;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * An Argentine wall-clock date-time as a datetime-local input gives it ('2026-11-23T21:30') as an
 * ISO-8601 UTC instant ('2026-11-24T00:30:00.000Z'); null when it is not one (years 2000–2099 only).
 */
export function argentinaLocalToUtc(value: string): string | null {
  const match = LOCAL_DATE_TIME.exec(value);
  const [date, hour, minute] = [match?.[1], match?.[2], match?.[3]];
  if (!date || !hour || !minute || !isCalendarDate(date) || !date.startsWith('20')) return null;
  return new Date(`${date}T${hour}:${minute}:00${ARGENTINA_OFFSET}`).toISOString();
}

/** A calendar day 'YYYY-MM-DD' as people in Argentina write it: '23/11/2026'. */
export function formatDayAr(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The Argentine date of an instant, 'dd/mm/aaaa'. */
export function formatArgentinaDate(iso: string): string {
  return formatDayAr(argentinaNow(new Date(iso)).date);
}

/** The Argentine date and time of an instant, 'dd/mm/aaaa HH:MM'. */
export function formatArgentinaDateTime(iso: string): string {
  const { date, time } = argentinaNow(new Date(iso));
  return `${formatDayAr(date)} ${time}`;
}

/** The Argentine wall-clock date-time ('YYYY-MM-DDTHH:MM', what a datetime-local input shows) of an instant. */
export function utcToArgentinaLocal(iso: string): string {
  const { date, time } = argentinaNow(new Date(iso));
  return `${date}T${time}`;
}

/** ISO 8601 of an event's start with the Argentine offset; midnight when it has no time. */
export function eventDateTime(date: string, time: string | null): string {
  return `${date}T${time ?? '00:00'}:00${ARGENTINA_OFFSET}`;
}

/**
 * Upcoming = published and not started yet. An event without a time counts as upcoming all of its day.
 */
export function isEventUpcoming(
  event: { status: string; event_date: string; event_time: string | null },
  now: Date,
): boolean {
  if (event.status !== 'published') return false;
  const current = argentinaNow(now);
  if (event.event_date !== current.date) return event.event_date > current.date;
  return event.event_time === null || event.event_time > current.time;
}

/** Whether 'YYYY-MM-DD' names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
