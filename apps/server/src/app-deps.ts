import type { Config } from './config/env';
import type { Database } from './db/database';
import type { Geocoder } from './integrations/geocoding/geocoder-port';
import type { MailSender } from './integrations/mail/mail-port';
import type { PaymentsPort } from './integrations/payments/payments-port';
import type { FileStorage } from './integrations/storage/storage-port';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { RateLimiter } from './lib/rate-limiter';
import type { SessionStore } from './modules/auth/sessions';

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
  geocoder: Geocoder;
  storage: FileStorage;
  payments: PaymentsPort;
}
