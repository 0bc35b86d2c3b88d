import { ARGENTINA_OFFSET } from '@enlaza/shared/events';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** Hours ahead of UTC of Argentina's fixed offset ('-03:00' → -3). */
const OFFSET_HOURS = Number(ARGENTINA_OFFSET.slice(0, 3));

/**
 * The Argentine calendar day of `now` (the server's rendering and the visitor's browser agree). By
 * arithmetic, not Intl: the legal pages show it as they hydrate, and a browser's first Intl
 * formatter costs ≈90 ms of a throttled phone's main thread (locale data).
 */
function argentinaDay(now: Date): { year: number; month: number; day: number } {
  const local = new Date(now.getTime() + OFFSET_HOURS * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** Today's date as the legal pages show it: '21 de noviembre de 2025' (es-AR). */
export function formatLastUpdated(now: Date = new Date()): string {
  const { year, month, day } = argentinaDay(now);
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}

/** The same day as YYYY-MM-DD, for the datetime attribute. */
export function isoLocalDay(now: Date = new Date()): string {
  const { year, month, day } = argentinaDay(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
