import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { SimulatorPayments } from '../../integrations/payments/simulator/simulator-payments';
import { simulatorRoutes } from '../../integrations/payments/simulator/simulator-routes';
import { donationsRoutes } from '../donations/donations.routes';
import { paymentSync } from '../donations/payment-sync';
import { webhooksRoutes } from '../webhooks/webhooks.routes';
import { paymentsRoutes } from './payments.routes';

/** Everything of donations through Mercado Pago under /api: connection, checkout, history, webhooks. */
export async function paymentApiRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  // Payments that arrived while an account was disconnected are applied when it connects again.
  await paymentsRoutes(api, deps, { onConnected: (sellerId) => paymentSync(deps).syncPending(sellerId) });
  await donationsRoutes(api, deps);
  await webhooksRoutes(api, deps);
}

/** The simulator's authorization and checkout pages, at the site root, when it is the provider. */
export async function paymentSimulatorPages(app: FastifyInstance, deps: AppDeps): Promise<void> {
  if (deps.payments instanceof SimulatorPayments) await simulatorRoutes(app, deps, deps.payments);
}
