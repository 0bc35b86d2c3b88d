import {
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@enlaza/shared/webhooks';
import type { DeliveryRow } from './webhook-deliveries.repository';
import type { EndpointRow } from './webhook-endpoints.repository';

/** The event types an endpoint row holds (anything unknown is left out). */
export function endpointEvents(row: Pick<EndpointRow, 'events'>): WebhookEventType[] {
  try {
    const parsed: unknown = JSON.parse(row.events);
    if (!Array.isArray(parsed)) return [];
    return WEBHOOK_EVENTS.filter((event) => parsed.includes(event));
  } catch {
    return [];
  }
}

/** An endpoint as its creator sees it: never its secret. */
export function presentEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: endpointEvents(row),
    enabled: row.disabled_at === null,
    disabled_at: row.disabled_at,
    created_at: row.created_at,
  };
}

/** A delivery as its creator sees it: never its body or the failure's details. */
export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    webhook_id: row.message_id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    response_code: row.response_code,
    duration_ms: row.duration_ms,
    created_at: row.created_at,
  };
}
