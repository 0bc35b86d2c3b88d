import type { AppDeps } from '../../app-deps';
import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { JobLock } from '../../lib/job-lock';
import { prepareFeaturedTotals } from './featured-ranking';

const EVERY_MS = 60_000;

/**
 * Checks every minute, on one copy (lease), that the day's featured totals exist, so after
 * midnight the copy holding the lease computes them instead of the first visitor's request.
 */
export function startFeaturedTotalsJob(deps: Pick<AppDeps, 'database' | 'clock' | 'log'>): {
  job: IntervalJob;
  release: () => Promise<void>;
} {
  const lock = new JobLock(deps.database.db, deps.clock, 'featured-totals', 5 * EVERY_MS);
  const job = startIntervalJob(
    'featured-totals',
    EVERY_MS,
    () => lock.runHeld(() => prepareFeaturedTotals(deps)),
    deps.log,
  );
  return { job, release: () => lock.release() };
}
