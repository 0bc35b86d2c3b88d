import { describe, expect, it } from 'vitest';
import {
  argentinaLocalToUtc,
  argentinaNow,
  eventDateTime,
  formatArgentinaDate,
  formatArgentinaDateTime,
  formatDayAr,
  isCalendarDate,
  isEventUpcoming,
  utcToArgentinaLocal,
} from './dates';

describe('argentinaNow', () => {
  it('reads the wall clock of Buenos Aires (UTC−3)', () => {
    expect(argentinaNow(new Date('2026-03-11T02:30:00Z'))).toEqual({ date: '2026-03-10', time: '23:30' });
    expect(argentinaNow(new Date('2026-07-01T03:00:00Z'))).toEqual({ date: '2026-07-01', time: '00:00' });
  });

  it('agrees with the time zone database around every Argentine midnight of two years', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Argentina/Buenos_Aires',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (at: Date) => {
      const p = Object.fromEntries(zone.formatToParts(at).map((part) => [part.type, part.value]));
      return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
    };
    for (let t = Date.UTC(2026, 0, 1, 2, 59); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      for (const at of [new Date(t), new Date(t + 60_000)]) expect(argentinaNow(at)).toEqual(expected(at));
    }
  });
});

describe('eventDateTime', () => {
  it('builds ISO 8601 with the Argentine offset', () => {
    expect(eventDateTime('2026-05-20', '21:00')).toBe('2026-05-20T21:00:00-03:00');
    expect(eventDateTime('2026-05-20', null)).toBe('2026-05-20T00:00:00-03:00');
    expect(new Date(eventDateTime('2026-05-20', '21:00')).toISOString()).toBe('2026-05-21T00:00:00.000Z');
  });
});

describe('isEventUpcoming', () => {
  const now = new Date('2026-03-10T15:00:00Z'); // 12:00 in Buenos Aires
  const event = (event_date: string, event_time: string | null, status = 'published') => ({
    event_date,
    event_time,
    status,
  });

  it('is true for published events that have not started', () => {
    expect(isEventUpcoming(event('2026-03-11', null), now)).toBe(true);
    expect(isEventUpcoming(event('2026-03-10', '12:30'), now)).toBe(true);
    expect(isEventUpcoming(event('2026-03-10', null), now)).toBe(true);
  });

  it('is false once started, in the past, or not published', () => {
    expect(isEventUpcoming(event('2026-03-10', '11:59'), now)).toBe(false);
    expect(isEventUpcoming(event('2026-03-09', null), now)).toBe(false);
    expect(isEventUpcoming(event('2026-04-01', null, 'draft'), now)).toBe(false);
    expect(isEventUpcoming(event('2026-04-01', null, 'cancelled'), now)).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('mañana')).toBe(false);
  });
});

describe('Argentine wall clock ⇄ UTC (scheduled links)', () => {
  it('reads a datetime-local value as Argentine time and writes it back', () => {
    expect(argentinaLocalToUtc('2026-11-23T21:30')).toBe('2026-11-24T00:30:00.000Z');
    expect(utcToArgentinaLocal('2026-11-24T00:30:00.000Z')).toBe('2026-11-23T21:30');
  });

  it('refuses what is not a real date and time', () => {
    for (const bad of ['2026-02-30T10:00', '2026-11-23T24:00', '2026-11-23 10:00', '1999-12-31T10:00', '']) {
      expect(argentinaLocalToUtc(bad), bad).toBeNull();
    }
  });

  it('writes dates dd/mm/aaaa in Argentine time', () => {
    expect(formatDayAr('2026-11-05')).toBe('05/11/2026');
    expect(formatArgentinaDate('2026-11-24T02:30:00.000Z')).toBe('23/11/2026');
    expect(formatArgentinaDateTime('2026-11-24T02:30:00.000Z')).toBe('23/11/2026 23:30');
  });
});
