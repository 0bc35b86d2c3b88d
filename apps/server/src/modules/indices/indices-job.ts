import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { JobLock } from '../../lib/job-lock';
import type { IndicesService } from './indices.service';
import type { IndicesDeps } from './indices-deps';

/**
 * The job looks every hour: each series is fetched once a day (the first round of an Argentine day),
 * and a series whose source failed is tried again on every round until it works.
 */
export const INDICES_CHECK_EVERY_MS = 60 * 60_000;

type JobDeps = Pick<IndicesDeps, 'database' | 'clock' | 'log'>;

/** The lease one copy holds to refresh the indices (N copies: each round once). */
export function indicesRefreshLock(deps: JobDeps): JobLock {
  return new JobLock(deps.database.db, deps.clock, 'price-indices-refresh', 5 * INDICES_CHECK_EVERY_MS);
}

/**
 * Refreshes the price indices under the lease: once at boot (a new database shows figures at once)
 * and then every hour.
 */
export function startIndicesJob(
  deps: JobDeps,
  service: IndicesService,
): { job: IntervalJob; release: () => Promise<void> } {
  const lock = indicesRefreshLock(deps);
  const round = () => lock.runHeld(() => service.refreshDue());
  const first = round().catch((error: unknown) =>
    deps.log.error({ err: error, job: 'price-indices-refresh' }, 'background job failed'),
  );
  const interval = startIntervalJob('price-indices-refresh', INDICES_CHECK_EVERY_MS, round, deps.log);
  return {
    job: {
      async stop() {
        await first;
        await interval.stop();
      },
    },
    release: () => lock.release(),
  };
}
