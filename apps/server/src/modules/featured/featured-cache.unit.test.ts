import { describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/test-clock';
import { FEATURED_CACHE_TTL_MS, FeaturedCache } from './featured-cache';

describe('FeaturedCache', () => {
  it('loads a key once while fresh, for concurrent callers too, and again once expired', async () => {
    const clock = new TestClock();
    const cache = new FeaturedCache<number>(clock);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock.advance(FEATURED_CACHE_TTL_MS - 1);
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('does not keep a failed answer', async () => {
    const cache = new FeaturedCache<string>(new TestClock());
    await expect(cache.get('a', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cache.get('a', async () => 'bien')).toBe('bien');
  });

  it('keeps at most 200 answers, dropping the oldest', async () => {
    const cache = new FeaturedCache<number>(new TestClock());
    for (let i = 0; i < 201; i++) await cache.get(`k${i}`, async () => i);
    expect(await cache.get('k200', async () => -1)).toBe(200);
    expect(await cache.get('k0', async () => -1)).toBe(-1);
  });
});
