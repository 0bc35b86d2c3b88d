import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { JobLock } from '../../lib/job-lock';
import type { MailQueueDeps } from './mail-queue-deps';
import type { MailQueueWorker } from './mail-queue-worker';

/**
 * Runs the mail worker every `config.mailQueueEveryMs` on one copy (lease): N copies send each mail
 * once. A round never touches a donation: a failing mail server only delays the mails.
 */
export function startMailQueueJob(
  deps: MailQueueDeps,
  worker: MailQueueWorker,
): { job: IntervalJob; release: () => Promise<void> } {
  const everyMs = deps.config.mailQueueEveryMs;
  const lock = new JobLock(deps.database.db, deps.clock, 'mail-queue', Math.max(60_000, 5 * everyMs));
  const job = startIntervalJob('mail-queue', everyMs, () => lock.runHeld(() => worker.runOnce()), deps.log);
  return { job, release: () => lock.release() };
}
