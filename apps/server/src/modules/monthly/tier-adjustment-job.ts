import { argentinaToday } from '@enlaza/shared/events';
import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { JobLock } from '../../lib/job-lock';
import type { MonthlyDeps } from './monthly-deps';
import type { TierAdjustments } from './tier-adjustments';

/** The job looks every hour; each stage does a day's work once (the rest of the day finds none). */
export const TIER_ADJUSTMENTS_EVERY_MS = 60 * 60_000;

type JobDeps = Pick<MonthlyDeps, 'database' | 'clock' | 'log'>;

/**
 * Indexed tiers' adjustments (issue 33) under a lease (N copies: each round once): the notice stage
 * and the apply stage for the Argentine day, at boot and then every hour. A provider failure stays
 * pending and is tried again on the next round.
 */
export function startTierAdjustmentJob(
  deps: JobDeps,
  adjustments: TierAdjustments,
): { job: IntervalJob; release: () => Promise<void> } {
  const lock = new JobLock(deps.database.db, deps.clock, 'tier-adjustments', 5 * TIER_ADJUSTMENTS_EVERY_MS);
  const round = () => lock.runHeld(() => adjustments.runForDay(argentinaToday(deps.clock.now())));
  const job = startIntervalJob('tier-adjustments', TIER_ADJUSTMENTS_EVERY_MS, round, deps.log);
  return { job, release: () => lock.release() };
}
