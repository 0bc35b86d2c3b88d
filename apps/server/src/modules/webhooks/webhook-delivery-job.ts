import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { JobLock } from '../../lib/job-lock';
import type { WebhookDeliveryWorker } from './webhook-delivery-worker';
import type { WebhooksDeps } from './webhooks-deps';

/** Deliveries are looked for this often: an approval reaches the creator's tools within seconds. */
export const WEBHOOK_ROUND_EVERY_MS = 2_000;

/** Runs the webhook worker on one copy at a time (lease): N copies deliver each attempt once. */
export function startWebhookDeliveryJob(
  deps: Pick<WebhooksDeps, 'database' | 'clock' | 'log'>,
  worker: WebhookDeliveryWorker,
): { job: IntervalJob; release: () => Promise<void> } {
  // A round may wait on several 10 s timeouts: the lease outlives a slow round.
  const lock = new JobLock(deps.database.db, deps.clock, 'webhook-deliveries', 5 * 60_000);
  const job = startIntervalJob(
    'webhook-deliveries',
    WEBHOOK_ROUND_EVERY_MS,
    () => lock.runHeld(() => worker.runOnce()),
    deps.log,
  );
  return { job, release: () => lock.release() };
}
