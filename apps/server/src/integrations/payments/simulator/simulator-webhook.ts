import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signNotification } from '../webhook-signature';

/**
 * Sends a payment notification the way Mercado Pago does — `data.id` and `type` in the query,
 * x-signature and x-request-id headers, the documented body — to the preference's notification
 * URL, through the app's own request pipeline. Answers the HTTP status the app gave.
 */
export async function deliverPaymentNotification(
  app: FastifyInstance,
  input: { notificationUrl: string; paymentId: string; sellerId: string; secret: string; now: Date },
): Promise<number> {
  const url = new URL(input.notificationUrl);
  url.searchParams.set('data.id', input.paymentId);
  url.searchParams.set('type', 'payment');
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
      type: 'payment',
      date_created: input.now.toISOString(),
      user_id: Number(input.sellerId),
      api_version: 'v1',
      action: 'payment.created',
      data: { id: input.paymentId },
    },
  });
  return response.statusCode;
}
