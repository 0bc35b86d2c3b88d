import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { JobLock } from '../../lib/job-lock';
import type { FansService } from './fans.service';
import type { FansDeps } from './fans-deps';

/** Unconfirmed addresses are looked for hourly: one is kept at most 7 days and an hour. */
export const PENDING_CLEANUP_EVERY_MS = 60 * 60_000;

type JobDeps = Pick<FansDeps, 'database' | 'clock' | 'log'>;

/** The lease one copy holds to run the clean-up (N copies: each round once). */
export function pendingCleanupLock(deps: JobDeps): JobLock {
  return new JobLock(deps.database.db, deps.clock, 'fan-subscribers-cleanup', 5 * PENDING_CLEANUP_EVERY_MS);
}

/** Deletes unconfirmed fans' addresses past their 7 days, on one copy at a time (lease). */
export function startPendingFansJob(
  deps: JobDeps,
  service: FansService,
): { job: IntervalJob; release: () => Promise<void> } {
  const lock = pendingCleanupLock(deps);
  const job = startIntervalJob(
    'fan-subscribers-cleanup',
    PENDING_CLEANUP_EVERY_MS,
    () => lock.runHeld(() => service.deleteExpiredPending()),
    deps.log,
  );
  return { job, release: () => lock.release() };
}
