import { describe, expect, it } from 'vitest';
import { hasBlockedWord, parseBlockedWords } from './blocked-words';
import { WallEntryIds } from './wall-entry-id';

describe('blocked words', () => {
  it('match whole words and phrases, whatever the case and accents', () => {
    expect(hasBlockedWord('Sos un TONTÓ!', ['tonto'])).toBe(true);
    expect(hasBlockedWord('qué tontería', ['tonto'])).toBe(false);
    expect(hasBlockedWord('Éxitos, genia', ['exitos'])).toBe(true);
    expect(hasBlockedWord('mala onda total', ['mala onda'])).toBe(true);
    expect(hasBlockedWord('mala, pero buena onda', ['mala onda'])).toBe(false);
    expect(hasBlockedWord('hola', [])).toBe(false);
    expect(hasBlockedWord('', ['hola'])).toBe(false);
  });

  it('read the stored list, anything else being none', () => {
    expect(parseBlockedWords('["a","b"]')).toEqual(['a', 'b']);
    expect(parseBlockedWords('{"a":1}')).toEqual([]);
    expect(parseBlockedWords('no json')).toEqual([]);
    expect(parseBlockedWords(null)).toEqual([]);
  });
});

describe('wall entry ids', () => {
  const ids = new WallEntryIds(Buffer.alloc(32, 7));
  const donationId = '3f2b1c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d';

  it('are opaque, stable, and read back to the donation id', () => {
    const entry = ids.encode(donationId);
    expect(entry).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(entry).not.toContain('3f2b1c4d');
    expect(ids.encode(donationId)).toBe(entry);
    expect(ids.decode(entry)).toBe(donationId);
    expect(new WallEntryIds(Buffer.alloc(32, 8)).decode(entry)).not.toBe(donationId);
  });

  it('refuse anything that is not one block', () => {
    expect(ids.decode('abc')).toBeNull();
    expect(ids.decode(`${ids.encode(donationId)}AA`)).toBeNull();
  });
});
