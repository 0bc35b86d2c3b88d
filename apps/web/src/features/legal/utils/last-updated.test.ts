import { ARGENTINA_TIME_ZONE } from '@enlaza/shared/events';
import { describe, expect, it } from 'vitest';
import { formatLastUpdated, isoLocalDay } from './last-updated';

describe('the legal pages’ date', () => {
  it('is the Argentine calendar day, written as Intl writes it in es-AR', () => {
    const long = new Intl.DateTimeFormat('es-AR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: ARGENTINA_TIME_ZONE,
    });
    const iso = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: ARGENTINA_TIME_ZONE,
    });
    // Every month of a leap year and the next, and each day's edges around Argentine midnight.
    for (let t = Date.UTC(2028, 0, 1); t < Date.UTC(2030, 0, 1); t += 86_400_000) {
      for (const hour of [0, 2, 3, 4, 12, 23]) {
        const now = new Date(t + hour * 3_600_000 + 59 * 60_000);
        expect(formatLastUpdated(now)).toBe(long.format(now));
        expect(isoLocalDay(now)).toBe(iso.format(now));
      }
    }
    expect(formatLastUpdated(new Date('2025-11-22T02:59:00Z'))).toBe('21 de noviembre de 2025');
    expect(isoLocalDay(new Date('2025-11-22T03:00:00Z'))).toBe('2025-11-22');
  });
});
