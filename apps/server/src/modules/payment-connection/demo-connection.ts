import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DEMO_LOGIN } from '../../db/seed';
import {
  mintGrant,
  sellerIdFor,
  simulatedEmail,
} from '../../integrations/payments/simulator/simulator-tokens';
import { ConnectionsRepository } from './connections.repository';

/**
 * With the payment simulator as provider, the demo creator starts with an authorized simulated
 * Mercado Pago connection, so /u/demo takes a donation end to end on a fresh install. Does nothing
 * when the demo creator is missing or already has a connection (even one it revoked).
 */
export async function seedDemoPaymentConnection(
  db: Kysely<DB>,
  options: { now: Date; encryptionKey: Buffer },
): Promise<boolean> {
  const demo = await db
    .selectFrom('users')
    .leftJoin('payment_connections', 'payment_connections.user_id', 'users.id')
    .select(['users.id', 'payment_connections.status'])
    .where('users.username', '=', DEMO_LOGIN.username)
    .executeTakeFirst();
  if (!demo || demo.status !== null) return false;
  const seller = sellerIdFor(demo.id);
  await new ConnectionsRepository(db, options.encryptionKey).saveAuthorized(demo.id, mintGrant(seller), {
    email: simulatedEmail(seller),
    simulated: true,
    now: options.now,
  });
  return true;
}
