import type { WebhookEventType } from '@enlaza/shared/webhooks';

/** One event for the creator's own tools: what `data` holds is decided by the slice that causes it. */
export interface OutboundEvent {
  creatorId: number;
  type: WebhookEventType;
  /** Names the event once ('donation.approved:{id}'): the same key queued again adds nothing. */
  key: string;
  /** What the creator may already see; never a donor's email, never a token or provider id. */
  data: Record<string, unknown>;
  /** ISO instant it happened (the body's `created_at`). */
  at: string;
}

/**
 * Offered by outbound webhooks (issue 37): queues an event for every endpoint of the creator that
 * chose it, inside the transaction of the change that causes it (`Trx`: the slice's Kysely
 * transaction, named by each slice's deps, since a port reaches no database type).
 */
export interface OutboundEvents<Trx> {
  queue(trx: Trx, event: OutboundEvent): Promise<void>;
}
