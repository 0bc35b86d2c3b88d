import { argentinaToday } from '@enlaza/shared/events';
import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { JobLock } from '../../lib/job-lock';
import type { DonationChipsDeps } from './donation-chips-deps';

/** The job looks every hour; a round finds work only when a newer index value was stored. */
export const INDEXED_AMOUNTS_EVERY_MS = 60 * 60_000;

/** Something whose amounts follow an index: the chips here, the goals' targets (wired in app.ts). */
export interface IndexedAmounts {
  recomputeIndexed(today: string): Promise<number>;
}

type JobDeps = Pick<DonationChipsDeps, 'database' | 'clock' | 'log'>;

/** The lease one copy holds to recompute the indexed amounts (N copies: each round once). */
export function indexedAmountsLock(deps: JobDeps): JobLock {
  return new JobLock(deps.database.db, deps.clock, 'indexed-amounts', 5 * INDEXED_AMOUNTS_EVERY_MS);
}

/** Recomputes every indexed amount for the Argentine day, in order. */
export async function recomputeIndexedAmounts(
  today: string,
  all: readonly IndexedAmounts[],
): Promise<number> {
  let changed = 0;
  for (const amounts of all) changed += await amounts.recomputeIndexed(today);
  return changed;
}

/**
 * Suggested amounts and goals 'en pesos de hoy' (issue 33) under a lease, every hour (the indices
 * job stores a new value once a day; the rounds after it change nothing).
 */
export function startIndexedAmountsJob(
  deps: JobDeps,
  all: readonly IndexedAmounts[],
): { job: IntervalJob; release: () => Promise<void> } {
  const lock = indexedAmountsLock(deps);
  const round = () => lock.runHeld(() => recomputeIndexedAmounts(argentinaToday(deps.clock.now()), all));
  const job = startIntervalJob('indexed-amounts', INDEXED_AMOUNTS_EVERY_MS, round, deps.log);
  return { job, release: () => lock.release() };
}
