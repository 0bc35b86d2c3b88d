import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { MercadoPagoPayments } from './mercadopago/mercadopago-payments';
import type { PaymentsPort } from './payments-port';
import { SimulatorPayments } from './simulator/simulator-payments';

/** Mercado Pago when MP_CLIENT_ID / MP_CLIENT_SECRET are set; otherwise the offline simulator. */
export function createPayments(config: Config, database: Database, clock: Clock): PaymentsPort {
  const p = config.payments;
  if (p.provider === 'simulator') {
    return new SimulatorPayments(database.db, clock, config.publicUrl, database.dialect === 'postgres');
  }
  return new MercadoPagoPayments({
    clientId: p.clientId,
    clientSecret: p.clientSecret,
    apiBaseUrl: p.apiBaseUrl,
    authBaseUrl: p.authBaseUrl,
    testToken: p.testToken,
  });
}
