import { describe, expect, it } from 'vitest';
import {
  formatCapacity,
  formatDuration,
  formatEventDate,
  formatEventEnd,
  formatEventTime,
  hasMap,
  mapEmbedUrl,
  mapsSearchUrl,
} from './event-format';

describe('event dates and times in es-AR', () => {
  it('writes the day in words and the time in hours', () => {
    expect(formatEventDate('2026-03-20', '21:00')).toBe('viernes, 20 de marzo de 2026 · 21:00 hs');
    expect(formatEventDate('2026-03-20', null)).toBe('viernes, 20 de marzo de 2026');
    expect(formatEventDate('2026-03-20', '21:00', 'short')).toMatch(/^20 de mar\.? de 2026 · 21:00 hs$/);
  });

  it("says 'No disponible' without a date and 'Fecha inválida' for an unreadable one", () => {
    expect(formatEventDate(null, '21:00')).toBe('No disponible');
    expect(formatEventDate('', null)).toBe('No disponible');
    expect(formatEventDate('20/03/2026', null)).toBe('Fecha inválida');
    expect(formatEventTime('25:00')).toBe('');
  });

  it('writes the end on its own day, or on the start day when only a time is given', () => {
    const base = { event_date: '2026-03-20' };
    expect(formatEventEnd({ ...base, end_date: null, end_time: null })).toBe('');
    expect(formatEventEnd({ ...base, end_date: null, end_time: '23:30' })).toBe(
      'viernes, 20 de marzo de 2026 · 23:30 hs',
    );
    expect(formatEventEnd({ ...base, end_date: '2026-03-22', end_time: null })).toBe(
      'domingo, 22 de marzo de 2026',
    );
  });

  it('writes durations and capacity', () => {
    expect(formatDuration(2)).toBe('2 horas');
    expect(formatDuration(1)).toBe('1 hora');
    expect(formatDuration(1.5)).toBe('1,5 horas');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(0)).toBe('');
    expect(formatCapacity(1500)).toBe('Hasta 1.500 personas');
    expect(formatCapacity(null)).toBe('');
  });
});

describe('maps', () => {
  it('builds the OpenStreetMap embed (west,south,east,north) with a marker at lat,lon', () => {
    expect(mapEmbedUrl(-34.6037, -58.3816)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=-58.3876,-34.6077,-58.3756,-34.5997&layer=mapnik&marker=-34.6037,-58.3816',
    );
    expect(mapsSearchUrl(-34.6037, -58.3816)).toBe(
      'https://www.google.com/maps/search/?api=1&query=-34.6037%2C-58.3816',
    );
  });

  it('shows a map only for an in-person event with coordinates', () => {
    expect(hasMap({ is_online: false, latitude: -34.6, longitude: -58.4 })).toBe(true);
    expect(hasMap({ is_online: true, latitude: -34.6, longitude: -58.4 })).toBe(false);
    expect(hasMap({ is_online: false, latitude: null, longitude: -58.4 })).toBe(false);
  });
});
