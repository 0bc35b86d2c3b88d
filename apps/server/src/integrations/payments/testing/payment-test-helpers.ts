import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { json, type TestApp } from '../../../../test/test-app';
import { verifyEmail } from '../../../../test/verify-email';
import type { DB } from '../../../db/schema';
import { silentLogger } from '../../../lib/logger';
import { SimulatorPayments } from '../simulator/simulator-payments';
import { SimulatorNotifications } from '../simulator/simulator-webhook';
import { signNotification } from '../webhook-signature';
import type { FakeMercadoPago } from './fake-mercadopago-server';

/** Test support shared by the payments, donations and webhooks suites (simulator as provider). */

type Headers = Record<string, string>;

export function simulatorOf(t: TestApp): SimulatorPayments {
  if (!(t.deps.payments instanceof SimulatorPayments)) throw new Error('the simulator is not the provider');
  return t.deps.payments;
}

/**
 * Delivers stored simulator notifications now, signed, through the app's webhook (as the
 * simulator's buttons do); answers the app's HTTP status for each.
 */
export async function deliverSimulated(t: TestApp, notificationIds: string[]): Promise<number[]> {
  const notifications = new SimulatorNotifications(
    t.database.db,
    t.deps.clock,
    t.deps.config.payments.webhookSecret,
    silentLogger,
  );
  const statuses: number[] = [];
  for (const id of notificationIds) statuses.push(await notifications.deliver(t.app, id));
  return statuses;
}

function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

export function formBody(values: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(values).toString(),
  };
}

/**
 * POST /mercadopago/oauth/initiate and the simulator's authorize URL it answers with. A creator who
 * has not verified their email yet does so first, through the link mailed to them (issue 22).
 */
export async function initiate(t: TestApp, headers: Headers): Promise<URL> {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const { user } = json<{ data: { user: { email: string; email_verified: boolean } } }>(me).data;
  if (!user.email_verified) await verifyEmail(t, { body: { email: user.email } });
  const res = await t.app.inject({ method: 'POST', url: '/api/mercadopago/oauth/initiate', headers });
  if (res.statusCode !== 200) throw new Error(`initiate failed: ${res.statusCode} ${res.body}`);
  return new URL(json<{ data: { redirectUrl: string } }>(res).data.redirectUrl);
}

/** Submits the simulator's authorize form; answers the callback URL it redirects to. */
export async function decide(
  t: TestApp,
  authorizeUrl: URL,
  decision: 'autorizar' | 'cancelar',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: authorizeUrl.pathname,
    ...formBody({
      state: authorizeUrl.searchParams.get('state') ?? '',
      redirect_uri: authorizeUrl.searchParams.get('redirect_uri') ?? '',
      decision,
    }),
  });
  if (res.statusCode !== 303) throw new Error(`authorize form failed: ${res.statusCode} ${res.body}`);
  return String(res.headers.location);
}

/** Follows a callback URL; answers where it sends the browser. */
export async function followCallback(t: TestApp, callbackUrl: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: pathOf(callbackUrl) });
  if (res.statusCode !== 302) throw new Error(`callback failed: ${res.statusCode} ${res.body}`);
  return String(res.headers.location);
}

/** A creator connects through the fake Mercado Pago as `sellerId`; answers where the callback sends the browser. */
export async function connectAtFake(
  t: TestApp,
  fake: Pick<FakeMercadoPago, 'authorize'>,
  headers: Headers,
  sellerId: string,
): Promise<string> {
  const authorize = await initiate(t, headers);
  return followCallback(t, fake.authorize(authorize.toString(), sellerId));
}

/** The whole simulated authorization of a creator; answers their simulated seller id. */
export async function connectCreator(t: TestApp, creator: { headers: Headers; user: { id: number } }) {
  const location = await followCallback(t, await decide(t, await initiate(t, creator.headers), 'autorizar'));
  if (location !== '/dashboard?mp_success=true') throw new Error(`connection failed: ${location}`);
  const row = await t.database.db
    .selectFrom('payment_connections')
    .select('mp_user_id')
    .where('user_id', '=', creator.user.id)
    .executeTakeFirstOrThrow();
  return row.mp_user_id as string;
}

export async function createGoal(t: TestApp, headers: Headers, target = 100_000): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/goals',
    headers,
    payload: { title: 'Grabar el disco', description: 'Estudio y mezcla', target_amount: target },
  });
  if (res.statusCode !== 201) throw new Error(`goal failed: ${res.statusCode} ${res.body}`);
  return json<{ data: { goal: { id: number } } }>(res).data.goal.id;
}

let ipCounter = 0;
/** POST /donations/checkout from a fresh IP each time, so the per-IP limit stays out of the way. */
export function checkout(
  t: TestApp,
  payload: unknown,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  ipCounter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/donations/checkout',
    payload: payload as object,
    remoteAddress:
      remoteAddress ?? `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
  });
}

export async function startDonation(t: TestApp, goalId: number, amount: number, extra: object = {}) {
  const res = await checkout(t, { goal_id: goalId, amount, ...extra });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return json<{ data: { donation_id: string; checkout_url: string } }>(res).data;
}

export async function preferenceOf(t: TestApp, donationId: string) {
  const row = await t.database.db
    .selectFrom('donations')
    .select('mp_preference_id')
    .where('id', '=', donationId)
    .executeTakeFirstOrThrow();
  const preference = await simulatorOf(t).getPreference(row.mp_preference_id ?? '');
  if (!preference) throw new Error('preference not found');
  return preference;
}

/** A payment made on the simulator, without its notification being delivered. */
export async function payQuietly(t: TestApp, donationId: string, outcome: 'approve' | 'reject' | 'pending') {
  return simulatorOf(t).pay(await preferenceOf(t, donationId), outcome);
}

export interface NotificationOptions {
  secret?: string;
  ts?: number;
  requestId?: string;
  type?: string;
  action?: string;
  withSignature?: boolean;
}

/** A webhook notification signed the way Mercado Pago signs it. */
export function notify(
  t: TestApp,
  dataId: string,
  sellerId: string | null,
  options: NotificationOptions = {},
): Promise<LightMyRequestResponse> {
  const type = options.type ?? 'payment';
  const requestId = options.requestId ?? randomUUID();
  const ts = String(options.ts ?? Math.floor(t.deps.clock.now().getTime() / 1000));
  const signature = signNotification(options.secret ?? t.deps.config.payments.webhookSecret, {
    dataId,
    requestId,
    ts,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/webhooks/mercadopago?source_news=webhooks&data.id=${encodeURIComponent(dataId)}&type=${type}`,
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      ...(options.withSignature === false ? {} : { 'x-signature': signature }),
    },
    payload: {
      id: 1,
      live_mode: false,
      type,
      date_created: t.deps.clock.now().toISOString(),
      user_id: sellerId === null ? undefined : Number(sellerId),
      api_version: 'v1',
      action: options.action ?? 'payment.updated',
      data: { id: dataId },
    },
  });
}

export async function donation(t: TestApp, id: string) {
  return t.database.db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function rowCount(t: TestApp, table: keyof DB): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The goal's raised amount as GET /goals reports it, in pesos. */
export async function goalRaised(t: TestApp, headers: Headers): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/goals', headers });
  return json<{ data: { goal: { current_amount: number } } }>(res).data.goal.current_amount;
}

/** Where the creator plays (issue 32): 'Modo gorra' asks for it before the first QR creates the store. */
export const GORRA_PLACE = {
  address: 'Plaza Serrano, Palermo, Buenos Aires',
  street_name: 'Honduras',
  street_number: '4800',
  city_name: 'Buenos Aires',
  state_name: 'Ciudad Autónoma de Buenos Aires',
  latitude: -34.5885,
  longitude: -58.4305,
  reference: 'Plaza Serrano',
} as const;

export async function saveGorraPlace(t: TestApp, headers: Headers): Promise<void> {
  const res = await t.app.inject({ method: 'PUT', url: '/api/gorra/place', headers, payload: GORRA_PLACE });
  if (res.statusCode !== 200) throw new Error(`place not saved: ${res.body}`);
}
