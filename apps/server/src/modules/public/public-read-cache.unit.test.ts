import { describe, expect, it, vi } from 'vitest';
import { type CacheTime, PublicReadCache } from './public-read-cache';

function setup(ttl = 1000, max = 1000) {
  const time: CacheTime = { real: 0, business: 0 };
  const cache = new PublicReadCache(ttl, () => ({ ...time }), max);
  return { cache, time };
}

describe('PublicReadCache', () => {
  it('answers from memory within its lifetime and loads again after it', async () => {
    const { cache, time } = setup();
    const load = vi.fn(async () => 'perfil');
    expect(await cache.get('demo', load)).toBe('perfil');
    time.real = 999;
    expect(await cache.get('demo', load)).toBe('perfil');
    expect(load).toHaveBeenCalledTimes(1);
    time.real = 1000;
    await cache.get('demo', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads again when the app's clock moves (what is upcoming may have changed)", async () => {
    const { cache, time } = setup();
    const load = vi.fn(async () => 1);
    await cache.get('demo', load);
    time.business = 3_600_000;
    await cache.get('demo', load);
    time.business = 0;
    await cache.get('demo', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one load between requests that arrive together', async () => {
    const { cache } = setup();
    let resolve: (v: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const both = Promise.all([cache.get('demo', load), cache.get('demo', load)]);
    resolve('perfil');
    expect(await both).toEqual(['perfil', 'perfil']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on clear, including a load that was still running', async () => {
    const { cache } = setup();
    let resolve: (v: string) => void = () => {};
    const slow = cache.get('demo', () => new Promise<string>((r) => (resolve = r)));
    cache.clear();
    const load = vi.fn(async () => 'nuevo');
    resolve('viejo');
    expect(await slow).toBe('viejo');
    expect(await cache.get('demo', load)).toBe('nuevo');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember failures and keeps a bounded number of entries', async () => {
    const { cache } = setup(1000, 2);
    await expect(cache.get('x', async () => Promise.reject(new Error('db')))).rejects.toThrow('db');
    const load = vi.fn(async () => 'ok');
    expect(await cache.get('x', load)).toBe('ok');
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    // 'x' was the oldest of three: it was dropped.
    await cache.get('x', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
