import { ARGENTINA_TIME_ZONE, argentinaToday } from '@enlaza/shared/events';

/**
 * Today's date as the legal pages show it: '21 de noviembre de 2025' (es-AR). The Argentine calendar
 * day, so the server's rendering and the visitor's browser agree.
 */
export function formatLastUpdated(now: Date = new Date()): string {
  return now.toLocaleDateString('es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ARGENTINA_TIME_ZONE,
  });
}

/** The same day as YYYY-MM-DD, for the datetime attribute. */
export function isoLocalDay(now: Date = new Date()): string {
  return argentinaToday(now);
}
