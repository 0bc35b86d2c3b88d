import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../lib/logger';
import { signNotification } from '../webhook-signature';
import {
  deleteNotification,
  dueNotificationIds,
  findUndelivered,
  insertNotification,
  updateNotification,
} from './simulator-notifications-store';

/** First resend after this, doubling up to RESEND_MAX_MS (Mercado Pago retries every 15 minutes). */
const RESEND_FIRST_MS = 30_000;
const RESEND_MAX_MS = 15 * 60_000;
/** After this many attempts a notification is dropped (the app's reconciliation covers the rest). */
const MAX_ATTEMPTS = 12;
const BATCH = 50;

/** What a notification announces: `data.id` is a payment, a chargeback, a subscription, an invoice or a QR order. */
export type NotificationTopic =
  | 'payment'
  | 'topic_chargebacks_wh'
  | 'subscription_preapproval'
  | 'subscription_authorized_payment'
  | 'order';

const TOPICS: readonly NotificationTopic[] = [
  'payment',
  'topic_chargebacks_wh',
  'subscription_preapproval',
  'subscription_authorized_payment',
  'order',
];

/** The `action` Mercado Pago puts in the body of each topic. */
const ACTIONS: Record<NotificationTopic, string> = {
  payment: 'payment.created',
  topic_chargebacks_wh: 'chargebacks.updated',
  subscription_preapproval: 'updated',
  subscription_authorized_payment: 'created',
  order: 'order.processed',
};

export interface PendingNotification {
  /** The resource announced: a payment, or a chargeback, subscription or invoice when `topic` says so. */
  paymentId: string;
  /** 'payment' unless given. */
  topic?: NotificationTopic;
  sellerId: string;
  notificationUrl: string;
}

/** Stores a notification to send (the resender delivers it when nobody else does); answers its id. */
export async function enqueueNotification(
  trx: Transaction<DB> | Kysely<DB>,
  clock: Clock,
  note: PendingNotification,
): Promise<string> {
  const id = randomUUID();
  const now = clock.now().toISOString();
  await insertNotification(trx, {
    id,
    payment_id: note.paymentId,
    collector_id: note.sellerId,
    notification_url: note.notificationUrl,
    topic: note.topic ?? 'payment',
    created_at: now,
    next_attempt_at: now,
    delivered_at: null,
  });
  return id;
}

/**
 * The simulator's side of webhooks: each notification is stored with the payment it announces (in
 * the same transaction), sent the way Mercado Pago sends it — `data.id` and `type` in the query,
 * x-signature and x-request-id headers, the documented body — through the app's own request
 * pipeline, and sent again with back-off until the app answers 2xx.
 */
export class SimulatorNotifications {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly log: Logger,
  ) {}

  /** Stores a notification to send; call inside the transaction that records the payment. */
  enqueue(trx: Transaction<DB> | Kysely<DB>, note: PendingNotification): Promise<string> {
    return enqueueNotification(trx, this.clock, note);
  }

  /** Sends one stored notification now; answers the app's HTTP status (0 when it threw). */
  async deliver(app: FastifyInstance, id: string): Promise<number> {
    const row = await findUndelivered(this.db, id);
    if (!row) return 200;
    const status = await send(app, {
      paymentId: row.payment_id,
      sellerId: row.collector_id,
      notificationUrl: row.notification_url,
      topic: TOPICS.find((topic) => topic === row.topic) ?? 'payment',
      secret: this.secret,
      now: this.clock.now(),
    }).catch((error: unknown) => {
      this.log.warn({ err: error, paymentId: row.payment_id }, 'simulated notification failed');
      return 0;
    });
    const now = this.clock.now();
    const attempts = row.attempts + 1;
    if (status >= 200 && status < 300) {
      await updateNotification(this.db, id, { attempts, delivered_at: now.toISOString() });
    } else if (attempts >= MAX_ATTEMPTS) {
      await deleteNotification(this.db, id);
    } else {
      const wait = Math.min(RESEND_MAX_MS, RESEND_FIRST_MS * 2 ** (attempts - 1));
      await updateNotification(this.db, id, {
        attempts,
        next_attempt_at: new Date(now.getTime() + wait).toISOString(),
      });
    }
    return status;
  }

  /** Sends again every notification that is due (never acknowledged, its back-off elapsed). */
  async resendDue(app: FastifyInstance): Promise<number> {
    const due = await dueNotificationIds(this.db, this.clock.now().toISOString(), BATCH);
    let delivered = 0;
    for (const id of due) {
      const status = await this.deliver(app, id);
      if (status >= 200 && status < 300) delivered += 1;
    }
    return delivered;
  }
}

async function send(
  app: FastifyInstance,
  input: PendingNotification & { secret: string; now: Date },
): Promise<number> {
  const url = new URL(input.notificationUrl);
  const topic = input.topic ?? 'payment';
  url.searchParams.set('data.id', input.paymentId);
  url.searchParams.set('type', topic);
  const ts = String(Math.floor(input.now.getTime() / 1000));
  const requestId = randomUUID();
  const response = await app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': signNotification(input.secret, { dataId: input.paymentId, requestId, ts }),
      'x-request-id': requestId,
    },
    payload: {
      id: randomInt(1, 2 ** 47),
      live_mode: false,
      type: topic,
      date_created: input.now.toISOString(),
      user_id: Number(input.sellerId),
      api_version: 'v1',
      action: ACTIONS[topic],
      data: { id: input.paymentId },
    },
  });
  return response.statusCode;
}
