import type { AppDeps } from './app-deps';
import type { Config } from './config/env';
import type { Database } from './db/database';
import { createGeocoder } from './integrations/geocoding/create-geocoder';
import type { Geocoder } from './integrations/geocoding/geocoder-port';
import { createMailer } from './integrations/mail/create-mailer';
import type { MailSender } from './integrations/mail/mail-port';
import { createPayments } from './integrations/payments/create-payments';
import type { PaymentsPort } from './integrations/payments/payments-port';
import { createStorage } from './integrations/storage/create-storage';
import type { FileStorage } from './integrations/storage/storage-port';
import { type Clock, systemClock } from './lib/clock';
import { type Logger, silentLogger } from './lib/logger';
import { RateLimiter } from './lib/rate-limiter';
import { SessionStore } from './modules/auth/sessions';

export interface DepsOverrides {
  clock?: Clock;
  mail?: MailSender;
  geocoder?: Geocoder;
  storage?: FileStorage;
  payments?: PaymentsPort;
  log?: Logger;
}

/** Wires the adapters chosen by the configuration; tests override ports here. */
export function createDeps(config: Config, database: Database, overrides: DepsOverrides = {}): AppDeps {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? silentLogger;
  return {
    config,
    database,
    clock,
    log,
    mail: overrides.mail ?? createMailer(config, log),
    sessions: new SessionStore(database.db, clock),
    rateLimiter: new RateLimiter(database.db, clock),
    geocoder: overrides.geocoder ?? createGeocoder(config, clock),
    storage: overrides.storage ?? createStorage(config),
    payments: overrides.payments ?? createPayments(config, database, clock),
  };
}
