import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { OutboundEvent, OutboundEvents } from '../../ports/outbound-events';
import { RETRY_WINDOW_MS } from './webhook-backoff';
import { insertDelivery } from './webhook-deliveries.repository';
import { activeEndpointsOf } from './webhook-endpoints.repository';
import { newMessageId } from './webhook-signature';
import { endpointEvents } from './webhooks.presenter';

/*
 * What outbound webhooks offer the other slices (wired by create-deps.ts): the events they cause,
 * queued in the transaction of the change that causes them.
 */

/** The body every attempt of a delivery sends, as Standard Webhooks receivers expect it. */
export function eventBody(type: string, at: string, data: Record<string, unknown>): string {
  return JSON.stringify({ type, created_at: at, data });
}

/**
 * Queues an event once for each enabled endpoint of the creator that chose it (keyed by endpoint
 * and event, so a repeated notification or another copy queues nothing more).
 */
export function outboundEvents(): OutboundEvents<Transaction<DB>> {
  return {
    async queue(trx: Transaction<DB>, event: OutboundEvent): Promise<void> {
      const endpoints = await activeEndpointsOf(trx, event.creatorId);
      const giveUpAt = new Date(Date.parse(event.at) + RETRY_WINDOW_MS).toISOString();
      for (const endpoint of endpoints) {
        if (!endpointEvents(endpoint).includes(event.type)) continue;
        await insertDelivery(trx, {
          endpoint_id: endpoint.id,
          user_id: event.creatorId,
          message_id: newMessageId(),
          event: event.type,
          dedupe_key: event.key,
          payload: eventBody(event.type, event.at, event.data),
          now: event.at,
          give_up_at: giveUpAt,
        });
      }
    },
  };
}
