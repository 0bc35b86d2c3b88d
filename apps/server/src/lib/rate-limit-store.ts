import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from 'rate-limiter-flexible';

/** One limit: at most `points` hits per `durationSeconds` for each key, counted under `name`. */
export interface RateRule {
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * Where the counters live. Each store hands out rate-limiter-flexible limiters whose increments
 * are atomic in that store, so two requests can never both read "9 of 10" and pass.
 */
export interface RateLimitStore {
  limiter(rule: RateRule): RateLimiterAbstract;
}

/** One process: counters in this process's memory (SQLite deployments run one copy). */
export function memoryRateLimitStore(): RateLimitStore {
  return {
    limiter: (rule) =>
      new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds }),
  };
}

/** Several copies on one PostgreSQL: counters in the `rate_limits` table (migration 0007), one upsert each. */
export function postgresRateLimitStore(pool: pg.Pool): RateLimitStore {
  return {
    limiter: (rule) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: rule.name,
        points: rule.points,
        duration: rule.durationSeconds,
      }),
  };
}

/**
 * Several copies with Redis: counters in Redis (an atomic increment with its TTL). While Redis is
 * away each copy counts in its own memory, so limits still hold per copy instead of failing open.
 */
export function redisRateLimitStore(client: Redis, prefix: string): RateLimitStore {
  return {
    limiter: (rule) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}rl:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
        insuranceLimiter: new RateLimiterMemory({
          keyPrefix: rule.name,
          points: rule.points,
          duration: rule.durationSeconds,
        }),
      }),
  };
}
