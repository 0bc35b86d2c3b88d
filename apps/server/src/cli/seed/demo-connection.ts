import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DEMO_LOGIN } from '../../db/seed';
import {
  mintGrant,
  sellerIdFor,
  simulatedEmail,
} from '../../integrations/payments/simulator/simulator-tokens';
import { ConnectionsRepository } from '../../modules/payment-connection/connections.repository';

/**
 * With the payment simulator as provider, the demo creator starts with an authorized simulated
 * Mercado Pago connection, so /u/demo takes a donation end to end on a fresh install. Does nothing
 * when the demo creator is missing or already has a connection (even one it revoked).
 */
export async function seedDemoPaymentConnection(
  db: Kysely<DB>,
  options: { now: Date; encryptionKey: Buffer },
): Promise<boolean> {
  const connections = new ConnectionsRepository(db, options.encryptionKey);
  const demo = await connections.creatorWithStatus(DEMO_LOGIN.username);
  if (!demo || demo.status !== null) return false;
  const seller = sellerIdFor(demo.id);
  await connections.saveAuthorized(demo.id, mintGrant(seller), {
    email: simulatedEmail(seller),
    simulated: true,
    now: options.now,
  });
  return true;
}
