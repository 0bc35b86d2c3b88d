import type { Config } from './config/env';
import type { Database } from './db/database';
import type { MessageBus } from './integrations/bus/message-bus';
import type { Geocoder } from './integrations/geocoding/geocoder-port';
import type { PriceIndexSource } from './integrations/indices/price-index-port';
import type { MailSender } from './integrations/mail/mail-port';
import type { MusicPort } from './integrations/music/music-port';
import type { PageCache } from './integrations/page-cache/page-cache-port';
import type { PaymentsPort } from './integrations/payments/payments-port';
import type { FileStorage } from './integrations/storage/storage-port';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { PasswordHasher } from './lib/password-hasher';
import type { RateLimiter } from './lib/rate-limiter';

/**
 * The infrastructure a module may pick from (each module names its pick, and the ports it takes, in
 * its own `*-deps.ts`). Outside services arrive here as ports, never imported directly; what one
 * module offers another is a port in `ports/`, wired in create-deps.ts, never a field here.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** Background and port logging (request handlers use request.log). */
  log: Logger;
  mail: MailSender;
  rateLimiter: RateLimiter;
  /** scrypt on worker threads of its own, with a bounded queue. */
  passwordHasher: PasswordHasher;
  geocoder: Geocoder;
  storage: FileStorage;
  payments: PaymentsPort;
  /** Messages to every copy: in memory for one, Redis publish/subscribe with REDIS_URL. */
  bus: MessageBus;
  music: MusicPort;
  /** The HTTP cache in front of the copies (PAGE_CACHE): purged when a creator's pages change. */
  pageCache: PageCache;
  /** Price indices (issue 33): the BCRA statistics API or the offline simulator. */
  priceIndices: PriceIndexSource;
}
