import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config/env';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../lib/logger';
import type { PaymentsPort } from '../payments-port';
import { SimulatorPayments } from './simulator-payments';
import { simulatorRoutes } from './simulator-routes';
import { simulatorSubscriptionRoutes } from './simulator-subscription-routes';
import { simulatorWalletRoutes } from './simulator-wallet-routes';
import { SimulatorNotifications } from './simulator-webhook';

export interface MountedSimulator {
  /** Sends again the notifications the app has not acknowledged yet (Mercado Pago's retries). */
  resendDue(): Promise<number>;
}

/**
 * The simulator's authorization, checkout, subscription and wallet pages, at the site root, when it is the provider;
 * null otherwise.
 */
export async function mountPaymentSimulator(
  app: FastifyInstance,
  deps: { config: Config; database: Database; clock: Clock; log: Logger; payments: PaymentsPort },
): Promise<MountedSimulator | null> {
  if (!(deps.payments instanceof SimulatorPayments)) return null;
  const notifications = new SimulatorNotifications(
    deps.database.db,
    deps.clock,
    deps.config.payments.webhookSecret,
    deps.log,
  );
  await simulatorRoutes(app, deps.payments, notifications, deps.config.publicUrl);
  await simulatorSubscriptionRoutes(app, deps.payments, notifications, deps.config.publicUrl);
  await simulatorWalletRoutes(app, deps.payments, notifications);
  return { resendDue: () => notifications.resendDue(app) };
}
