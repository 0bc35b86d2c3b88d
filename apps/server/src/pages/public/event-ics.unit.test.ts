import { describe, expect, it } from 'vitest';
import { type CalendarEvent, escapeIcsText, eventIcs, foldIcsLine } from './event-ics';

const base: CalendarEvent = {
  id: 7,
  title: 'Show; acústico, en vivo',
  description: 'Primera línea\nSegunda \\ barra',
  status: 'published',
  event_date: '2026-12-31',
  event_time: '22:30',
  end_date: '2027-01-01',
  end_time: '02:00',
  duration_hours: null,
  location: 'Club Atlético',
  address: 'Av. Siempre Viva 742',
  is_online: false,
  meeting_url: null,
};
const context = {
  url: 'https://enlaza.ar/e/ana/7',
  domain: 'enlaza.ar',
  now: new Date('2026-11-23T12:00:00Z'),
};
const linesOf = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('eventIcs (RFC 5545)', () => {
  it('writes one VEVENT with UTC times, CRLF line ends and escaped text', () => {
    const ics = eventIcs(base, context);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = linesOf(ics);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//Enlaza//Eventos//ES');
    expect(lines).toContain('UID:event-7@enlaza.ar');
    expect(lines).toContain('DTSTAMP:20261123T120000Z');
    // 22:30 in Argentina (UTC−3) is 01:30 UTC the next day.
    expect(lines).toContain('DTSTART:20270101T013000Z');
    expect(lines).toContain('DTEND:20270101T050000Z');
    expect(lines).toContain('SUMMARY:Show\\; acústico\\, en vivo');
    expect(lines).toContain('DESCRIPTION:Primera línea\\nSegunda \\\\ barra\\n\\nhttps://enlaza.ar/e/ana/7');
    expect(lines).toContain('LOCATION:Club Atlético\\, Av. Siempre Viva 742');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('uses the duration when there is no end, and whole days for events without a time', () => {
    const timed = linesOf(eventIcs({ ...base, end_date: null, end_time: null, duration_hours: 3 }, context));
    expect(timed).toContain('DTEND:20270101T043000Z');
    const open = linesOf(eventIcs({ ...base, end_date: null, end_time: null }, context));
    expect(open.some((l) => l.startsWith('DTEND'))).toBe(false);
    const allDay = linesOf(
      eventIcs({ ...base, event_time: null, end_time: null, end_date: '2027-01-02' }, context),
    );
    expect(allDay).toContain('DTSTART;VALUE=DATE:20261231');
    expect(allDay).toContain('DTEND;VALUE=DATE:20270103');
    const online = linesOf(
      eventIcs({ ...base, is_online: true, meeting_url: 'https://meet.example/x' }, context),
    );
    expect(online).toContain('LOCATION:Online: https://meet.example/x');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'ñ'.repeat(100)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(escapeIcsText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});
