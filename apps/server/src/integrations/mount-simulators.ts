import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { MusicPort } from './music/music-port';
import { mountMusicSimulator } from './music/simulator/mount-simulator';
import type { PaymentsPort } from './payments/payments-port';
import { type MountedSimulator, mountPaymentSimulator } from './payments/simulator/mount-simulator';

/**
 * The pages of every simulator that stands in for a configured provider (Mercado Pago, Spotify), at
 * the site root; the app mounts them here and imports no simulator itself. Returns the payment
 * simulator's resend job when it is the provider.
 */
export async function mountSimulators(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    clock: Clock;
    log: Logger;
    payments: PaymentsPort;
    music: MusicPort;
  },
): Promise<MountedSimulator | null> {
  const payments = await mountPaymentSimulator(app, deps);
  await mountMusicSimulator(app, deps);
  return payments;
}
