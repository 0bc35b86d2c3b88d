import { describe, expect, it } from 'vitest';
import { wallTime } from './wall-time';

describe('wallTime', () => {
  const now = new Date('2026-03-10T15:00:00.000Z');
  it('says how long ago in es-AR', () => {
    expect(wallTime('2026-03-10T14:59:30.000Z', now)).toBe('hace un momento');
    expect(wallTime('2026-03-10T14:55:00.000Z', now)).toBe('hace 5 minutos');
    expect(wallTime('2026-03-10T13:00:00.000Z', now)).toBe('hace 2 horas');
    expect(wallTime('2026-03-09T12:00:00.000Z', now)).toBe('ayer');
    expect(wallTime('2026-02-20T12:00:00.000Z', now)).toBe('hace 2 semanas');
    expect(wallTime('no es fecha', now)).toBe('');
  });
});
