import type { StatsPeriod } from '@enlaza/shared/stats';

/** The range the screen asks for: one of the fixed periods, or two calendar days chosen by the creator. */
export type AnalyticsRange =
  | { kind: 'period'; period: Exclude<StatsPeriod, 'all'> }
  | { kind: 'custom'; startDate: string; endDate: string };

export const DEFAULT_RANGE: AnalyticsRange = { kind: 'period', period: '7d' };

export const PERIOD_OPTIONS: ReadonlyArray<{ period: Exclude<StatsPeriod, 'all'>; label: string }> = [
  { period: '7d', label: '7 días' },
  { period: '30d', label: '30 días' },
  { period: '90d', label: '90 días' },
];

/** The query string of a statistics call for this range. */
export function rangeQuery(range: AnalyticsRange): Record<string, string> {
  return range.kind === 'period'
    ? { period: range.period }
    : { startDate: range.startDate, endDate: range.endDate };
}

/** The query of a statistics call: the range, narrowed to one event when one is chosen. */
export function statsQuery(range: AnalyticsRange, eventId: number | null): Record<string, string> {
  return eventId === null ? rangeQuery(range) : { ...rangeQuery(range), eventId: String(eventId) };
}

export function sameRange(a: AnalyticsRange, b: AnalyticsRange): boolean {
  return JSON.stringify(rangeQuery(a)) === JSON.stringify(rangeQuery(b));
}

const shortDay = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('es-AR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '5 feb' for a calendar day 'YYYY-MM-DD' (read as the day itself, whatever the browser's zone). */
export function formatShortDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

/** 'jueves, 5 de febrero de 2026'. */
export function formatLongDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}

/** Seconds since the epoch of a calendar day at 00:00 UTC (the charts' x values). */
export function dayToSeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}
