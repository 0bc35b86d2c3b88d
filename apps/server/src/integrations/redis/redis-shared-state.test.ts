import { randomBytes } from 'node:crypto';
import type { GeocodeResult } from '@enlaza/shared/geocoding';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/test-clock';
import { redisRateLimitStore } from '../../lib/rate-limit-store';
import { RateLimiter } from '../../lib/rate-limiter';
import { BusPublicCache } from '../../modules/public/bus-public-cache';
import { InProcessPublicCache } from '../../modules/public/in-process-public-cache';
import { RedisBus } from '../bus/redis-bus';
import { CachedThrottledGeocoder } from '../geocoding/cached-throttled-geocoder';
import type { Geocoder } from '../geocoding/geocoder-port';
import { RedisGeocoderState } from '../geocoding/redis-geocoder-state';
import { connectRedis, type RedisConnections, RedisUnavailableError } from './redis-connection';

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';

interface LogLine {
  level: 'info' | 'warn' | 'error';
  msg: string | undefined;
}

/** What two server copies share through Redis, with two real connection pairs standing for two copies. */
describe.runIf(REDIS_URL)('shared state in Redis', () => {
  const opened: RedisConnections[] = [];
  const lines: LogLine[] = [];
  const log = {
    info: (_: object, msg?: string) => lines.push({ level: 'info', msg }),
    warn: (_: object, msg?: string) => lines.push({ level: 'warn', msg }),
    error: (_: object, msg?: string) => lines.push({ level: 'error', msg }),
  };
  const copy = async (prefix: string) => {
    const redis = await connectRedis(REDIS_URL, prefix, log);
    opened.push(redis);
    return redis;
  };
  const uniquePrefix = () => `enlaza-test-${randomBytes(4).toString('hex')}:`;

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((redis) => redis.close()));
    lines.splice(0);
  });

  it('refuses to start on an unreachable Redis with a clear message', async () => {
    const error = await connectRedis('redis://127.0.0.1:1', 'x:', log).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedisUnavailableError);
    expect((error as Error).message).toMatch(
      /^No se pudo conectar a Redis en redis:\/\/127\.0\.0\.1:1.*ECONNREFUSED/,
    );
  });

  it('forgets a creator’s cached page on the other copy when one copy writes', async () => {
    const prefix = uniquePrefix();
    const clock = new TestClock();
    const [busA, busB] = [new RedisBus(await copy(prefix), log), new RedisBus(await copy(prefix), log)];
    const [cacheA, cacheB] = [new BusPublicCache(clock, busA), new BusPublicCache(clock, busB)];
    await Promise.all([busA.ready(), busB.ready()]);
    let loads = 0;
    const read = (cache: BusPublicCache) =>
      cache.read(
        'profile:ana',
        async () => ++loads,
        () => [7],
      );
    expect(await read(cacheB)).toBe(1);
    expect(await read(cacheB)).toBe(1);
    await cacheA.invalidateCreator(7);
    // The message reaches B on its own connection a moment after A's publish is acknowledged.
    await expect.poll(() => read(cacheB), { timeout: 1_000, interval: 5 }).toBe(2);
    // Another creator's write leaves the page cached.
    await cacheA.invalidateCreator(8);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await read(cacheB)).toBe(2);

    // Two in-process caches (today's single-copy default) would not hear of it.
    const [aloneA, aloneB] = [new InProcessPublicCache(clock), new InProcessPublicCache(clock)];
    await aloneB.read(
      'p',
      async () => 'old',
      () => [7],
    );
    await aloneA.invalidateCreator(7);
    expect(
      await aloneB.read(
        'p',
        async () => 'new',
        () => [7],
      ),
    ).toBe('old');
  });

  it('keeps deployments with different key prefixes apart', async () => {
    const [one, other] = [
      new RedisBus(await copy(uniquePrefix()), log),
      new RedisBus(await copy(uniquePrefix()), log),
    ];
    const heard: string[] = [];
    other.subscribe('live-goal', (message) => heard.push(message));
    await other.ready();
    await one.publish('live-goal', 'hola');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
  });

  it('counts rate limits across copies', async () => {
    const prefix = uniquePrefix();
    const [a, b] = [
      new RateLimiter(redisRateLimitStore((await copy(prefix)).client, prefix)),
      new RateLimiter(redisRateLimitStore((await copy(prefix)).client, prefix)),
    ];
    expect(await a.take('ip-1', 3, 60_000)).toBe(true);
    expect(await b.take('ip-1', 3, 60_000)).toBe(true);
    expect(await a.take('ip-1', 3, 60_000)).toBe(true);
    expect(await b.take('ip-1', 3, 60_000)).toBe(false);
    expect(await a.take('ip-1', 3, 60_000)).toBe(false);
  });

  it('shares the geocoder’s answers and paces its calls across copies', async () => {
    const prefix = uniquePrefix();
    const calls: { query: string; start: number; end: number }[] = [];
    const upstream: Geocoder = {
      async search(query) {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 20));
        calls.push({ query, start, end: performance.now() });
        return [{ display_name: query } as unknown as GeocodeResult];
      },
    };
    const interval = 300;
    const geocoder = async () =>
      new CachedThrottledGeocoder(upstream, {
        minIntervalMs: interval,
        shared: new RedisGeocoderState((await copy(prefix)).client, prefix),
      });
    const [a, b] = [await geocoder(), await geocoder()];
    await Promise.all([a.search('Rosario', { limit: 5 }), b.search('Córdoba', { limit: 5 })]);
    expect(calls).toHaveLength(2);
    const [first, second] = calls;
    // The second call, from the other copy, starts only once the interval after the first answer passed.
    expect((second?.start ?? 0) - (first?.end ?? 0)).toBeGreaterThanOrEqual(interval - 5);
    // An answer one copy got is not asked for again by the other.
    await b.search('Rosario', { limit: 5 });
    expect(calls).toHaveLength(2);
  });

  it('logs a lost connection once, reconnects, logs its return and delivers again', async () => {
    const prefix = uniquePrefix();
    const redis = await copy(prefix);
    const bus = new RedisBus(redis, log);
    const heard: string[] = [];
    bus.subscribe('public-cache', (message) => heard.push(message));
    await bus.ready();
    const admin = new Redis(REDIS_URL);
    try {
      const ids = await Promise.all([redis.client.client('ID'), redis.subscriber.client('ID')]);
      for (const id of ids) await admin.client('KILL', 'ID', String(id));
      await expect
        .poll(() => lines.filter((l) => l.msg?.startsWith('Redis connection restored')).length, {
          timeout: 10_000,
        })
        .toBe(1);
      expect(
        lines.filter((l) => l.level === 'warn' && l.msg?.startsWith('Redis connection lost')),
      ).toHaveLength(1);
      await expect
        .poll(
          async () => {
            await bus.publish('public-cache', '42');
            return heard.includes('42');
          },
          { timeout: 10_000 },
        )
        .toBe(true);
    } finally {
      admin.disconnect();
    }
  });
});
