/** Events happen in Argentine wall-clock time: dates and times are stored as typed, without zone. */
export const ARGENTINA_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** Argentina has kept UTC−3 all year since 2009. */
export const ARGENTINA_OFFSET = '-03:00';

const OFFSET_MS = Number(ARGENTINA_OFFSET.slice(0, 3)) * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date ('YYYY-MM-DD') and time ('HH:MM') it is in Argentina at `now`, by the fixed offset (not
 * Intl: pages show today's date as they hydrate, and a browser's first Intl formatter loads its
 * locale data, ≈90 ms of a throttled phone's main thread).
 */
export function argentinaNow(now: Date): { date: string; time: string } {
  const local = new Date(now.getTime() + OFFSET_MS);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
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
