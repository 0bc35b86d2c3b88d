import { WEBHOOK_DISABLE_AFTER_DAYS } from '@enlaza/shared/webhooks';
import { enqueueMail } from '../../db/mail-queue.repository';
import { openToken } from '../../lib/sealed-token';
import { checkWebhookTarget, systemLookup, type TargetPolicy } from './webhook-address';
import { retryDelayMs } from './webhook-backoff';
import {
  claimDelivery,
  type DeliveryRow,
  dueDeliveries,
  pruneDeliveries,
  recordAttempt,
} from './webhook-deliveries.repository';
import { clearFailing, disableEndpoint, endpointById, markFailing } from './webhook-endpoints.repository';
import { webhookSecretKey } from './webhook-secrets';
import { type AttemptResult, DELIVERY_TIMEOUT_MS, sendWebhook } from './webhook-sender';
import { signedHeaders } from './webhook-signature';
import type { WebhooksDeps } from './webhooks-deps';

/** Deliveries read per round: the rest wait for the next round. */
const BATCH = 100;
/** Endpoints served at once in a round; each endpoint gets one delivery at a time. */
const ENDPOINTS_AT_ONCE = 4;
/** A taken delivery is not taken again before this, even if its worker died mid-send. */
const CLAIM_MS = DELIVERY_TIMEOUT_MS + 60_000;
const DISABLE_AFTER_MS = WEBHOOK_DISABLE_AFTER_DAYS * 24 * 60 * 60_000;
/** Finished deliveries are kept this long (the screen lists the last 50), forgotten hourly. */
const KEEP_MS = 30 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface WebhookRound {
  delivered: number;
  retried: number;
  failed: number;
}

/**
 * Sends what webhook_deliveries holds: each due delivery is taken (claimDelivery), its endpoint's
 * address checked and resolved again (a name that now points inside is refused and never called),
 * signed for this attempt and POSTed. 2xx: delivered. A timeout, a failed connection or a 5xx is
 * retried with exponential back-off until 24 h after the event, with the same `webhook-id`; any
 * other answer fails it. An endpoint failing for 3 days is disabled and its creator mailed. The job
 * (webhook-delivery-job.ts) runs a round on one copy at a time; tests call runOnce().
 */
export class WebhookDeliveryWorker {
  private readonly key: Buffer;
  private readonly policy: TargetPolicy;
  /** When this process last forgot old deliveries (0: not yet). */
  private prunedAt = 0;

  constructor(private readonly deps: WebhooksDeps) {
    this.key = webhookSecretKey(deps.config.encryptionKey);
    this.policy = { localHosts: deps.config.webhookLocalHosts, lookup: deps.lookup ?? systemLookup };
  }

  async runOnce(): Promise<WebhookRound> {
    const round: WebhookRound = { delivered: 0, retried: 0, failed: 0 };
    const { db } = this.deps.database;
    const now = this.deps.clock.now();
    if (now.getTime() - this.prunedAt >= PRUNE_EVERY_MS) {
      await pruneDeliveries(db, new Date(now.getTime() - KEEP_MS).toISOString());
      this.prunedAt = now.getTime();
    }
    const byEndpoint = new Map<number, DeliveryRow[]>();
    for (const row of await dueDeliveries(db, now.toISOString(), BATCH)) {
      byEndpoint.set(row.endpoint_id, [...(byEndpoint.get(row.endpoint_id) ?? []), row]);
    }
    const queues = [...byEndpoint.values()];
    const lanes = Array.from({ length: Math.min(ENDPOINTS_AT_ONCE, queues.length) }, async () => {
      for (let queue = queues.shift(); queue; queue = queues.shift()) {
        for (const row of queue) {
          const outcome = await this.attempt(row);
          if (outcome && outcome !== 'disabled') round[outcome] += 1;
          // A failing endpoint's other deliveries wait for a later round: one timeout per round at most.
          if (outcome !== 'delivered') break;
        }
      }
    });
    await Promise.all(lanes);
    return round;
  }

  /** One attempt of one delivery; null when another worker took it first. */
  private async attempt(row: DeliveryRow): Promise<keyof WebhookRound | 'disabled' | null> {
    const { db } = this.deps.database;
    const claimedAt = this.deps.clock.now().getTime();
    if (!(await claimDelivery(db, row, new Date(claimedAt + CLAIM_MS).toISOString()))) return null;
    const endpoint = await endpointById(db, row.endpoint_id);
    if (!endpoint || endpoint.disabled_at !== null) return null;

    const checked = await checkWebhookTarget(endpoint.url, this.policy);
    // Unreadable only if the server's key changed: nothing can be signed, the creator must rotate it.
    const secret = openToken(endpoint.secret_sealed, this.key);
    let result: AttemptResult;
    if (checked.ok && secret) {
      const headers = signedHeaders(secret, row.message_id, this.deps.clock.now(), row.payload);
      result = await sendWebhook(checked.target, headers, row.payload);
    } else if (checked.ok) {
      result = {
        delivered: false,
        retry: false,
        responseCode: null,
        durationMs: 0,
        error: 'secret unreadable',
      };
    } else {
      // Resolving failed: perhaps for a while (retried); pointing inside: never called (failed).
      result = {
        delivered: false,
        retry: checked.reason === 'unresolved',
        responseCode: null,
        durationMs: 0,
        error: `address refused: ${checked.reason}`,
      };
    }

    const now = this.deps.clock.now();
    const at = now.toISOString();
    if (result.delivered) {
      await recordAttempt(db, row.id, {
        ...this.outcomeOf(result),
        status: 'delivered',
        retryAt: null,
        now: at,
      });
      await clearFailing(db, endpoint.id);
      return 'delivered';
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts + 1));
    const retry = result.retry && retryAt.toISOString() <= row.give_up_at;
    await recordAttempt(db, row.id, {
      ...this.outcomeOf(result),
      status: retry ? 'pending' : 'failed',
      retryAt: retry ? retryAt.toISOString() : null,
      now: at,
    });
    // Only the endpoint's id in the log: its address may carry a token of the creator's.
    this.deps.log.warn(
      {
        webhookEndpointId: endpoint.id,
        delivery: row.message_id,
        attempts: row.attempts + 1,
        error: result.error,
      },
      'webhook not delivered',
    );
    const failingSince = await markFailing(db, endpoint.id, at);
    if (now.getTime() - Date.parse(failingSince) >= DISABLE_AFTER_MS) {
      await this.disable(endpoint.id, at);
      return 'disabled';
    }
    return retry ? 'retried' : 'failed';
  }

  private outcomeOf(result: AttemptResult) {
    return { responseCode: result.responseCode, durationMs: result.durationMs, error: result.error };
  }

  /** 3 days of failures: the endpoint is disabled, its pending deliveries given up, the creator mailed. */
  private async disable(endpointId: number, at: string): Promise<void> {
    const { db } = this.deps.database;
    const disabled = await disableEndpoint(db, endpointId, at);
    if (!disabled) return;
    await enqueueMail(
      db,
      {
        kind: 'webhook_disabled',
        recipient: disabled.email,
        userId: disabled.userId,
        donationId: null,
        payload: { url: disabled.url, days: WEBHOOK_DISABLE_AFTER_DAYS },
        dedupeKey: `webhook_disabled:${endpointId}:${at}`,
      },
      at,
    );
    this.deps.log.info({ webhookEndpointId: endpointId }, 'webhook endpoint disabled after failing for days');
  }
}
