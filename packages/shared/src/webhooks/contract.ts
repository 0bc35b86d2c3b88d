import { z } from 'zod';
import { type Answer, failures, idParams, noInput, ok, okWithMessage, rowId } from '../http/contract';
import { WEBHOOK_MESSAGES as M } from './messages';
import { webhookCreateSchema, webhookDeliveryResponseSchema, webhookResponseSchema } from './schema';

/** The endpoint with its signing secret (`whsec_…`): only right after creating or rotating it. */
const withSecret = z.object({ webhook: webhookResponseSchema, secret: z.string() });

/** Outbound webhooks (issue 37): the creator's endpoints and their deliveries. */
export const webhooksContract = {
  list: {
    querystring: noInput,
    response: { 200: ok(z.object({ webhooks: z.array(webhookResponseSchema) })), ...failures(401) },
  },
  create: {
    body: webhookCreateSchema,
    response: { 201: okWithMessage(withSecret), ...failures(400, 401, 409, 429) },
  },
  remove: {
    params: idParams(M.notFound),
    response: { 200: okWithMessage(z.object({})), ...failures(401, 404) },
  },
  rotateSecret: {
    params: idParams(M.notFound),
    response: { 200: okWithMessage(withSecret), ...failures(401, 404) },
  },
  test: {
    params: idParams(M.notFound),
    response: {
      202: okWithMessage(z.object({ delivery: webhookDeliveryResponseSchema })),
      ...failures(401, 404, 409, 429),
    },
  },
  /** 'Reenviar': a finished delivery queued again, with the same `webhook-id`. */
  resend: {
    params: z.object({
      id: rowId(M.notFound),
      delivery: z.string().regex(/^msg_[0-9a-f]{32}$/, M.deliveryNotFound),
    }),
    response: {
      202: okWithMessage(z.object({ delivery: webhookDeliveryResponseSchema })),
      ...failures(401, 404, 409, 429),
    },
  },
  deliveries: {
    params: idParams(M.notFound),
    response: {
      200: ok(z.object({ deliveries: z.array(webhookDeliveryResponseSchema) })),
      ...failures(401, 404),
    },
  },
} as const;

export type WebhooksAnswer = Answer<typeof webhooksContract.list>;
export type WebhookCreatedAnswer = Answer<typeof webhooksContract.create, 201>;
export type WebhookDeliveriesAnswer = Answer<typeof webhooksContract.deliveries>;
