import { DATE_INVALID, DATE_MISSING } from '@enlaza/shared/format';

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('es-AR', { numeric: 'auto' });

/** 'hace 5 minutos', 'ayer', 'hace 3 semanas'; under a minute 'hace un momento'. */
export function relativeTime(value: string | null | undefined, now: Date): string {
  if (!value) return DATE_MISSING;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return DATE_INVALID;
  const seconds = (time - now.getTime()) / 1000;
  const abs = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    if (abs >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'hace un momento';
}
