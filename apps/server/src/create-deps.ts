import type { AppDeps } from './app-deps';
import type { Config } from './config/env';
import type { Database } from './db/database';
import { InProcessBus, type MessageBus } from './integrations/bus/message-bus';
import { RedisBus } from './integrations/bus/redis-bus';
import { createGeocoder } from './integrations/geocoding/create-geocoder';
import type { Geocoder } from './integrations/geocoding/geocoder-port';
import { RedisGeocoderState } from './integrations/geocoding/redis-geocoder-state';
import { createMailer } from './integrations/mail/create-mailer';
import type { MailSender } from './integrations/mail/mail-port';
import { createMusic } from './integrations/music/create-music';
import type { MusicPort } from './integrations/music/music-port';
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
import { SessionStore } from './modules/auth/sessions';
import { DonationsService } from './modules/donations/donations.service';
import { PaymentConnectionService } from './modules/payment-connection/payment-connection.service';
import { BusPublicCache } from './modules/public/bus-public-cache';
import { InProcessPublicCache } from './modules/public/in-process-public-cache';
import { LiveGoalFeed } from './modules/public/live-goal-feed';
import type { PublicCache } from './modules/public/public-cache';

/** A few seconds of waiting at N=2^17; past that a login is answered 503 at once. */
const HASHES_QUEUED_PER_THREAD = 16;

export interface DepsOverrides {
  clock?: Clock;
  mail?: MailSender;
  geocoder?: Geocoder;
  storage?: FileStorage;
  payments?: PaymentsPort;
  music?: MusicPort;
  log?: Logger;
  publicCache?: PublicCache;
  /** Several copies: Redis (connected by server.ts) holds what they share. */
  redis?: RedisConnections;
}

/** Where the rate-limit counters live: Redis, else the shared PostgreSQL, else this process. */
function rateLimitStore(database: Database, redis: RedisConnections | undefined): RateLimitStore {
  if (redis) return redisRateLimitStore(redis.client, redis.prefix);
  // Copies sharing one PostgreSQL share their limits; SQLite runs one process, so memory will do.
  return database.pgPool ? postgresRateLimitStore(database.pgPool) : memoryRateLimitStore();
}

/** Wires the adapters chosen by the configuration; tests override ports here. */
export function createDeps(config: Config, database: Database, overrides: DepsOverrides = {}): AppDeps {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? silentLogger;
  const { redis } = overrides;
  const bus: MessageBus = redis ? new RedisBus(redis, log) : new InProcessBus();
  const core = {
    config,
    database,
    clock,
    log,
    mail: overrides.mail ?? createMailer(config, log),
    sessions: new SessionStore(database.db, clock),
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
    publicCache:
      overrides.publicCache ?? (redis ? new BusPublicCache(clock, bus) : new InProcessPublicCache(clock)),
    bus,
    music: overrides.music ?? createMusic(config, database),
  };
  // The two money slices meet here only: donations reach the provider through the connection.
  const liveGoals = new LiveGoalFeed({
    db: database.db,
    bus,
    log,
    // Called only once the app runs, after `donations` below exists.
    raisedFor: (goalId) => donations.raisedFor(goalId),
  });
  const paymentConnection = new PaymentConnectionService(core);
  const donations = new DonationsService({ ...core, liveGoals, access: paymentConnection });
  // Payments that arrived while an account was disconnected are applied when it connects again.
  paymentConnection.onConnected((sellerId) => donations.sync.syncPending(sellerId));
  return { ...core, liveGoals, paymentConnection, donations };
}
