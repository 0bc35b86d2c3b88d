import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { JobLock } from '../../lib/job-lock';
import type { SubscribersService } from './subscribers.service';
import type { SubscribersDeps } from './subscribers-deps';

/** Unconfirmed addresses are looked for hourly: one is kept at most 7 days and an hour. */
export const PENDING_CLEANUP_EVERY_MS = 60 * 60_000;

/** Deletes unconfirmed fans' addresses past their 7 days, on one copy at a time (lease). */
export function startPendingSubscribersJob(
  deps: Pick<SubscribersDeps, 'database' | 'clock' | 'log'>,
  service: SubscribersService,
): { job: IntervalJob; release: () => Promise<void> } {
  const lock = new JobLock(
    deps.database.db,
    deps.clock,
    'fan-subscribers-cleanup',
    5 * PENDING_CLEANUP_EVERY_MS,
  );
  const job = startIntervalJob(
    'fan-subscribers-cleanup',
    PENDING_CLEANUP_EVERY_MS,
    () => lock.runHeld(() => service.deleteExpiredPending()),
    deps.log,
  );
  return { job, release: () => lock.release() };
}
