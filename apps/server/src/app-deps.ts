import type { Config } from './config/env';
import type { Database } from './db/database';
import type { MessageBus } from './integrations/bus/message-bus';
import type { Geocoder } from './integrations/geocoding/geocoder-port';
import type { MailSender } from './integrations/mail/mail-port';
import type { MusicPort } from './integrations/music/music-port';
import type { PaymentsPort } from './integrations/payments/payments-port';
import type { FileStorage } from './integrations/storage/storage-port';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { PasswordHasher } from './lib/password-hasher';
import type { RateLimiter } from './lib/rate-limiter';
import type { SessionStore } from './modules/auth/sessions';
import type { DonationsService } from './modules/donations/donations.service';
import type { PaymentConnectionService } from './modules/payment-connection/payment-connection.service';
import type { LiveGoalFeed } from './modules/public/live-goal-feed';
import type { PublicCache } from './modules/public/public-cache';

/** Everything a module may use. Outside services arrive here as ports, never imported directly. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** Background and port logging (request handlers use request.log). */
  log: Logger;
  mail: MailSender;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  /** scrypt on worker threads of its own, with a bounded queue. */
  passwordHasher: PasswordHasher;
  geocoder: Geocoder;
  storage: FileStorage;
  payments: PaymentsPort;
  /** Visitors' cached reads; services call `invalidateCreator` after a successful write. */
  publicCache: PublicCache;
  /** Messages to every copy: in memory for one, Redis publish/subscribe with REDIS_URL. */
  bus: MessageBus;
  /** The public pages' live goal bars; donations call `changed` after a change commits. */
  liveGoals: LiveGoalFeed;
  /** The creator's Mercado Pago connection (built once: refreshes are shared in this process). */
  paymentConnection: PaymentConnectionService;
  /** Checkout, notifications, reconciliation, history and goal totals. */
  donations: DonationsService;
  music: MusicPort;
}
