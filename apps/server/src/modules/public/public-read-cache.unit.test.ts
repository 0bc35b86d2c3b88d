import { describe, expect, it, vi } from 'vitest';
import { type CacheTime, PublicReadCache } from './public-read-cache';

function setup(ttl = 1000, max = 1000) {
  const time: CacheTime = { real: 0, business: 0 };
  const cache = new PublicReadCache(ttl, () => ({ ...time }), max);
  return { cache, time };
}

/** The value names its creator, like the public service's reads do. */
const ofCreator = (owner: number) => () => [owner];
const shared = () => [];

describe('PublicReadCache', () => {
  it('answers from memory within its lifetime and loads again after it', async () => {
    const { cache, time } = setup();
    const load = vi.fn(async () => 'perfil');
    expect(await cache.get('demo', load, ofCreator(1))).toBe('perfil');
    time.real = 999;
    expect(await cache.get('demo', load, ofCreator(1))).toBe('perfil');
    expect(load).toHaveBeenCalledTimes(1);
    time.real = 1000;
    await cache.get('demo', load, ofCreator(1));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads again when the app's clock moves (what is upcoming may have changed)", async () => {
    const { cache, time } = setup();
    const load = vi.fn(async () => 1);
    await cache.get('demo', load, ofCreator(1));
    time.business = 3_600_000;
    await cache.get('demo', load, ofCreator(1));
    time.business = 0;
    await cache.get('demo', load, ofCreator(1));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one load between requests that arrive together', async () => {
    const { cache } = setup();
    let resolve: (v: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const both = Promise.all([cache.get('demo', load, ofCreator(1)), cache.get('demo', load, ofCreator(1))]);
    resolve('perfil');
    expect(await both).toEqual(['perfil', 'perfil']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets one creator's entries and those spanning creators, and keeps the others", async () => {
    const { cache } = setup();
    const loads = { ana: vi.fn(async () => 'ana'), bruno: vi.fn(async () => 'bruno') };
    const all = vi.fn(async () => 'todos');
    const missing = vi.fn(async () => null);
    const read = () =>
      Promise.all([
        cache.get('profile:ana', loads.ana, ofCreator(1)),
        cache.get('profile:bruno', loads.bruno, ofCreator(2)),
        cache.get('all-events', all, shared),
        cache.get('profile:nueva', missing, shared),
      ]);
    await read();
    cache.forgetCreator(1);
    await read();
    expect(loads.ana).toHaveBeenCalledTimes(2);
    expect(loads.bruno).toHaveBeenCalledTimes(1);
    expect(all).toHaveBeenCalledTimes(2);
    expect(missing).toHaveBeenCalledTimes(2);
  });

  it('forgets a load still running when any creator writes (it may have read the old data)', async () => {
    const { cache } = setup();
    let resolve: (v: string) => void = () => {};
    const slow = cache.get('profile:bruno', () => new Promise<string>((r) => (resolve = r)), ofCreator(2));
    cache.forgetCreator(1);
    const load = vi.fn(async () => 'nuevo');
    resolve('viejo');
    expect(await slow).toBe('viejo');
    expect(await cache.get('profile:bruno', load, ofCreator(2))).toBe('nuevo');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember failures and keeps a bounded number of entries', async () => {
    const { cache } = setup(1000, 2);
    await expect(cache.get('x', async () => Promise.reject(new Error('db')), shared)).rejects.toThrow('db');
    const load = vi.fn(async () => 'ok');
    expect(await cache.get('x', load, shared)).toBe('ok');
    await cache.get('a', async () => 'a', shared);
    await cache.get('b', async () => 'b', shared);
    // 'x' was the oldest of three: it was dropped.
    await cache.get('x', load, shared);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
