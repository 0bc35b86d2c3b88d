import { z } from 'zod';
import { requiredText } from '../validation/validate';
import { WEBHOOK_MESSAGES as M, MAX_WEBHOOK_URL_LENGTH } from './messages';

/** The events a creator may choose for an endpoint. */
export const WEBHOOK_EVENTS = [
  'donation.approved',
  'donation.refunded',
  'monthly.started',
  'monthly.charged',
  'monthly.cancelled',
  'fan.confirmed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The type of the sample event 'Enviar prueba' sends. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * An endpoint's address as typed: an absolute https URL without user or password. Whether its host
 * is on a private network is the server's check (it resolves the name).
 */
export const webhookUrlSchema = requiredText(M.urlRequired)
  .max(MAX_WEBHOOK_URL_LENGTH, M.urlTooLong)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: M.urlInvalid });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: M.urlInvalid });
    } else if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: M.urlCredentials });
    }
  });

/** POST /api/webhooks. */
export const webhookCreateSchema = z.object({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: M.eventInvalid }), { error: M.eventsRequired })
    .min(1, M.eventsRequired)
    .max(WEBHOOK_EVENTS.length, M.eventInvalid)
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

/** An endpoint as its creator sees it (the secret only in the creation and rotation answers). */
export const webhookResponseSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** False once 3 days of failures disabled it. */
  enabled: z.boolean(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookResponseSchema>;

/** One delivery of an event to an endpoint. */
export const webhookDeliveryResponseSchema = z.object({
  /** The `webhook-id` every attempt carried. */
  webhook_id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** The last attempt's HTTP status; null when none answered (timeout, refused address). */
  response_code: z.number().nullable(),
  duration_ms: z.number().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliveryResponseSchema>;
