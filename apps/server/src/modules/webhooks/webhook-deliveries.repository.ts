import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, WebhookDeliveriesTable } from '../../db/schema';

export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

export interface NewDelivery {
  endpoint_id: number;
  user_id: number;
  message_id: string;
  event: string;
  dedupe_key: string;
  payload: string;
  /** Due at once. */
  now: string;
  give_up_at: string;
}

/** Queues one delivery; one with the same endpoint and dedupe key is kept as it is. Answers whether it was added. */
export async function insertDelivery(db: Kysely<DB> | Transaction<DB>, row: NewDelivery): Promise<boolean> {
  const result = await db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: row.endpoint_id,
      user_id: row.user_id,
      message_id: row.message_id,
      event: row.event,
      dedupe_key: row.dedupe_key,
      payload: row.payload,
      status: 'pending',
      attempts: 0,
      next_attempt_at: row.now,
      give_up_at: row.give_up_at,
      created_at: row.now,
    })
    .onConflict((oc) => oc.columns(['endpoint_id', 'dedupe_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function deliveryByMessageId(db: Kysely<DB>, messageId: string): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

/**
 * 'Reenviar': a finished delivery of this endpoint queued again as new (same `message_id`, attempts
 * from 0, 24 h of retries from now). Answers whether it was finished and is now pending.
 */
export async function requeueDelivery(
  db: Kysely<DB>,
  endpointId: number,
  messageId: string,
  now: string,
  giveUpAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      give_up_at: giveUpAt,
      response_code: null,
      duration_ms: null,
      last_error: null,
      finished_at: null,
    })
    .where('endpoint_id', '=', endpointId)
    .where('message_id', '=', messageId)
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An endpoint's latest deliveries, newest first. */
export function latestDeliveries(db: Kysely<DB>, endpointId: number, limit: number): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Pending deliveries whose time has come, to enabled endpoints, the longest due first. */
export function dueDeliveries(db: Kysely<DB>, now: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .selectAll('d')
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where('w.disabled_at', 'is', null)
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/**
 * Takes a due delivery for one attempt: counts it and pushes its next try to `retryAt`, only if
 * nobody took it since it was read. Two workers never send the same attempt; one that dies
 * mid-send leaves it to be retried at `retryAt`.
 */
export async function claimDelivery(db: Kysely<DB>, row: DeliveryRow, retryAt: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ attempts: row.attempts + 1, next_attempt_at: retryAt })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How an attempt ended: delivered, to be retried at `retryAt`, or failed for good (`retryAt` null). */
export async function recordAttempt(
  db: Kysely<DB>,
  id: number,
  outcome: {
    status: 'delivered' | 'pending' | 'failed';
    responseCode: number | null;
    durationMs: number;
    error: string | null;
    retryAt: string | null;
    now: string;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      response_code: outcome.responseCode,
      duration_ms: outcome.durationMs,
      last_error: outcome.error,
      ...(outcome.retryAt ? { next_attempt_at: outcome.retryAt } : {}),
      ...(outcome.status === 'pending' ? {} : { finished_at: outcome.now }),
    })
    .where('id', '=', id)
    .execute();
}

/** Finished deliveries older than `before` are forgotten (their bodies name donors). */
export async function pruneDeliveries(db: Kysely<DB>, before: string): Promise<void> {
  await db
    .deleteFrom('webhook_deliveries')
    .where('status', '!=', 'pending')
    .where('created_at', '<', before)
    .execute();
}
