import type { TestApp } from '../../../../test/test-app';
import { json } from '../../../../test/test-app';
import {
  deliverSimulated,
  formBody,
  simulatorOf,
} from '../../../integrations/payments/testing/payment-test-helpers';

/** Test support for monthly support (issue 21), with the simulator as the provider. */

type Headers = Record<string, string>;

let ip = 0;
/** A fresh address per form post, so the per-IP limit stays out of the way. */
export function nextIp(): string {
  ip += 1;
  return `10.21.${(ip >> 8) & 255}.${ip & 255}`;
}

/** POST /api/monthly/tiers; answers the tier id. */
export async function createTier(
  t: TestApp,
  headers: Headers,
  amount = 2000,
  name = 'Fan del disco',
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/monthly/tiers',
    headers,
    payload: { name, amount, description: 'Un tema nuevo por mes', active: true },
  });
  if (res.statusCode !== 201) throw new Error(`tier failed: ${res.statusCode} ${res.body}`);
  return json<{ data: { tier: { id: number } } }>(res).data.tier.id;
}

/** The subscribe form posted without JavaScript; answers the provider subscription id it led to. */
export async function subscribe(
  t: TestApp,
  username: string,
  tierId: number,
  values: Record<string, string> = {
    supporter_name: 'Lucía',
    email: 'lucia@example.com',
    message: '¡Vamos!',
  },
): Promise<{ ourId: string; providerId: string; location: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/u/${username}/mensual/${tierId}`,
    remoteAddress: nextIp(),
    ...formBody(values),
  });
  if (res.statusCode !== 303) throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`);
  const location = String(res.headers.location);
  const providerId = location.split('/').pop() ?? '';
  const row = await t.database.db
    .selectFrom('monthly_subscriptions')
    .select('id')
    .where('mp_preapproval_id', '=', providerId)
    .executeTakeFirstOrThrow();
  return { ourId: row.id, providerId, location };
}

/** 'Suscribirme' at the simulator; its notifications delivered unless `quiet`. */
export async function authorize(t: TestApp, providerId: string, quiet = false) {
  const event = await simulatorOf(t).authorizeSubscription(providerId, { notify: !quiet });
  if (!event) throw new Error('not authorized');
  if (!quiet) await deliverSimulated(t, event.notificationIds);
  return event;
}

/** 'Cobrar mes' / 'Rechazar cobro' at the simulator; its notifications delivered unless `quiet`. */
export async function chargeMonth(
  t: TestApp,
  providerId: string,
  outcome: 'approve' | 'decline' | 'reject',
  quiet = false,
) {
  const event = await simulatorOf(t).chargeMonth(providerId, outcome, { notify: !quiet });
  if (!event) throw new Error('not charged');
  if (!quiet) await deliverSimulated(t, event.notificationIds);
  return event;
}

export async function subscriptionRow(t: TestApp, id: string) {
  return t.database.db
    .selectFrom('monthly_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function monthlyDonations(t: TestApp, subscriptionId: string) {
  return t.database.db
    .selectFrom('donations')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('created_at')
    .execute();
}
