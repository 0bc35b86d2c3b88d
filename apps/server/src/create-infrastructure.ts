import type { AppDeps } from './app-deps';
import type { Config } from './config/env';
import type { Database } from './db/database';
import { InProcessBus, type MessageBus } from './integrations/bus/message-bus';
import { RedisBus } from './integrations/bus/redis-bus';
import { createGeocoder } from './integrations/geocoding/create-geocoder';
import type { Geocoder } from './integrations/geocoding/geocoder-port';
import { RedisGeocoderState } from './integrations/geocoding/redis-geocoder-state';
import { createPriceIndices } from './integrations/indices/create-price-indices';
import type { PriceIndexSource } from './integrations/indices/price-index-port';
import { createMailer } from './integrations/mail/create-mailer';
import type { MailSender } from './integrations/mail/mail-port';
import { createMusic } from './integrations/music/create-music';
import type { MusicPort } from './integrations/music/music-port';
import { createPageCache } from './integrations/page-cache/create-page-cache';
import type { PageCache } from './integrations/page-cache/page-cache-port';
import { createPayments } from './integrations/payments/create-payments';
import type { PaymentsPort } from './integrations/payments/payments-port';
import type { RedisConnections } from './integrations/redis/redis-connection';
import { createStorage } from './integrations/storage/create-storage';
import type { FileStorage } from './integrations/storage/storage-port';
import { type Clock, systemClock } from './lib/clock';
import { type Logger, silentLogger } from './lib/logger';
import { PasswordHasher } from './lib/password-hasher';
import {
  memoryRateLimitStore,
  postgresRateLimitStore,
  type RateLimitStore,
  redisRateLimitStore,
} from './lib/rate-limit-store';
import { RateLimiter } from './lib/rate-limiter';

/** A few seconds of waiting at N=2^17; past that a login is answered 503 at once. */
const HASHES_QUEUED_PER_THREAD = 16;

/** What tests (and server.ts, for Redis) hand in instead of the configuration's choice. */
export interface InfrastructureOverrides {
  clock?: Clock;
  mail?: MailSender;
  geocoder?: Geocoder;
  storage?: FileStorage;
  payments?: PaymentsPort;
  music?: MusicPort;
  log?: Logger;
  /** The HTTP cache's purge (tests record what is purged). */
  pageCache?: PageCache;
  /** Price indices (tests hand in a failing or counting source). */
  priceIndices?: PriceIndexSource;
  /** Several copies: Redis (connected by server.ts) holds what they share. */
  redis?: RedisConnections;
}

/** Where the rate-limit counters live: Redis, else the shared PostgreSQL, else this process. */
function rateLimitStore(database: Database, redis: RedisConnections | undefined): RateLimitStore {
  if (redis) return redisRateLimitStore(redis.client, redis.prefix);
  // Copies sharing one PostgreSQL share their limits; SQLite runs one process, so memory will do.
  return database.pgPool ? postgresRateLimitStore(database.pgPool) : memoryRateLimitStore();
}

/** Picks each infrastructure adapter from the configuration, unless overridden. */
export function createInfrastructure(
  config: Config,
  database: Database,
  overrides: InfrastructureOverrides = {},
): AppDeps {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? silentLogger;
  const { redis } = overrides;
  const bus: MessageBus = redis ? new RedisBus(redis, log) : new InProcessBus();
  return {
    config,
    database,
    clock,
    log,
    mail: overrides.mail ?? createMailer(config, log),
    rateLimiter: new RateLimiter(rateLimitStore(database, redis)),
    passwordHasher: new PasswordHasher({
      cost: config.passwordHashCost,
      threads: config.passwordHashThreads,
      maxQueue: config.passwordHashThreads * HASHES_QUEUED_PER_THREAD,
    }),
    geocoder:
      overrides.geocoder ??
      createGeocoder(config, clock, redis ? new RedisGeocoderState(redis.client, redis.prefix) : undefined),
    storage: overrides.storage ?? createStorage(config, log),
    payments: overrides.payments ?? createPayments(config, database, clock),
    bus,
    music: overrides.music ?? createMusic(config, database),
    pageCache: overrides.pageCache ?? createPageCache(config, log),
    priceIndices: overrides.priceIndices ?? createPriceIndices(config, clock),
  };
}
