import { argentinaToday } from '@enlaza/shared/events';
import { monthName } from '@enlaza/shared/format';

/**
 * Today's date as the legal pages show it: '21 de noviembre de 2025' (es-AR), on the Argentine
 * calendar day, so the server's rendering and the visitor's browser agree. Written by hand, not by
 * Intl: the legal pages show it as they hydrate (a browser's first Intl formatter loads its locale
 * data, ≈90 ms of a throttled phone's main thread).
 */
export function formatLastUpdated(now: Date = new Date()): string {
  const [year, month, day] = isoLocalDay(now).split('-').map(Number);
  return `${day} de ${monthName(month ?? 1)} de ${year}`;
}

/** The same day as YYYY-MM-DD, for the datetime attribute. */
export function isoLocalDay(now: Date = new Date()): string {
  return argentinaToday(now);
}
