import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES, linkSchedule, normalizeLinkUrl } from './messages';
import { linkSchema } from './schema';

describe('normalizeLinkUrl', () => {
  it('keeps http and https addresses, normalised', () => {
    expect(normalizeLinkUrl('https://instagram.com/lucia')).toBe('https://instagram.com/lucia');
    expect(normalizeLinkUrl('HTTP://Lucia.com.ar')).toBe('http://lucia.com.ar/');
  });

  it('adds https:// to a bare host', () => {
    expect(normalizeLinkUrl('instagram.com/lucia')).toBe('https://instagram.com/lucia');
    expect(normalizeLinkUrl('  lucia.com.ar:8080/x ')).toBe('https://lucia.com.ar:8080/x');
  });

  it('accepts mailto and tel', () => {
    expect(normalizeLinkUrl('mailto:hola@lucia.com.ar')).toBe('mailto:hola@lucia.com.ar');
    expect(normalizeLinkUrl('tel:+54 9 11 2233-4455')).toBe('tel:+5491122334455');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://lucia.com.ar',
    'https://localhost',
    'https://',
    'no es una url',
    'mailto:nadie',
    'tel:abc',
    'https://user:pass@lucia.com.ar',
  ])('rejects %s', (raw) => {
    expect(normalizeLinkUrl(raw)).toBeNull();
  });
});

describe('linkSchema', () => {
  it('reports the spec messages', () => {
    const missing = linkSchema.safeParse({ title: '', url: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      LINK_MESSAGES.required,
      LINK_MESSAGES.required,
    ]);
    const bad = linkSchema.safeParse({ title: 'Mi web', url: 'javascript:alert(1)' });
    expect(bad.error?.issues[0]?.message).toBe(
      'Por favor ingresa una URL válida (ej: https://instagram.com/tu-usuario)',
    );
    const long = linkSchema.safeParse({ title: 'x'.repeat(51), url: 'https://a.com' });
    expect(long.error?.issues[0]?.message).toBe('El título no puede tener más de 50 caracteres');
  });

  it('leaves a blank icon to be guessed and rejects an unknown one', () => {
    expect(linkSchema.parse({ title: 'a', url: 'a.com', icon: '' }).icon).toBeUndefined();
    expect(
      linkSchema.safeParse({ title: 'a', url: 'a.com', icon: 'pi pi-bomb' }).error?.issues[0]?.message,
    ).toBe(LINK_MESSAGES.iconInvalid);
  });
});

describe('link schedule', () => {
  const now = new Date('2026-11-23T23:00:00.000Z');
  it('is live from the start (inclusive) until the end (exclusive)', () => {
    expect(linkSchedule({}, now)).toBe('live');
    expect(linkSchedule({ starts_at: '2026-11-23T23:00:00.000Z' }, now)).toBe('live');
    expect(linkSchedule({ starts_at: '2026-11-23T23:01:00.000Z' }, now)).toBe('scheduled');
    expect(linkSchedule({ ends_at: '2026-11-23T23:00:00.000Z' }, now)).toBe('expired');
    expect(linkSchedule({ ends_at: '2026-11-23T23:00:01.000Z' }, now)).toBe('live');
  });

  it('takes Argentine bounds, clears blank ones and wants the end after the start', () => {
    expect(
      linkSchema.parse({ title: 'a', url: 'a.com', starts_at: '2026-12-01T10:00', ends_at: '' }),
    ).toMatchObject({
      starts_at: '2026-12-01T13:00:00.000Z',
      ends_at: null,
    });
    const reversed = linkSchema.safeParse({
      title: 'a',
      url: 'a.com',
      starts_at: '2026-12-01T10:00',
      ends_at: '2026-12-01T09:00',
    });
    expect(reversed.error?.issues).toMatchObject([
      { path: ['ends_at'], message: LINK_MESSAGES.endsBeforeStart },
    ]);
  });
});
