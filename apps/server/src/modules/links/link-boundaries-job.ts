import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { JobLock } from '../../lib/job-lock';
import { creatorsWithLinkBoundaryBetween } from './links.repository';
import type { LinksDeps } from './links-deps';

/** Well inside the HTTP cache's `s-maxage` (60 s by default). */
export const LINK_BOUNDARIES_EVERY_MS = 10_000;

/**
 * A scheduled link appears or disappears with no write: every round, the creators whose link
 * boundary passed since the last round are announced as changed (their cached reads forgotten,
 * their pages purged from the HTTP cache). The first round of a copy (or of a copy that just took
 * the lease) looks back two rounds, so a boundary is not lost when the lease moves; announcing a
 * creator twice is harmless.
 */
export class LinkBoundaries {
  private last: Date | null = null;

  constructor(
    private readonly deps: Pick<LinksDeps, 'database' | 'clock' | 'pageChanges'>,
    private readonly everyMs = LINK_BOUNDARIES_EVERY_MS,
  ) {}

  /** One round: the creators announced. */
  async runOnce(): Promise<number[]> {
    const now = this.deps.clock.now();
    const after = this.last ?? new Date(now.getTime() - 2 * this.everyMs);
    if (after >= now) return [];
    const creators = await creatorsWithLinkBoundaryBetween(
      this.deps.database.db,
      after.toISOString(),
      now.toISOString(),
    );
    for (const userId of creators) await this.deps.pageChanges.creatorChanged(userId);
    this.last = now;
    return creators;
  }

  /** Forgets the last round (the lease went to another copy and may come back later). */
  reset(): void {
    this.last = null;
  }
}

/** Runs the rounds on one copy at a time (lease). */
export function startLinkBoundariesJob(deps: Pick<LinksDeps, 'database' | 'clock' | 'pageChanges' | 'log'>): {
  job: IntervalJob;
  release: () => Promise<void>;
} {
  const lock = new JobLock(deps.database.db, deps.clock, 'link-boundaries', 5 * LINK_BOUNDARIES_EVERY_MS);
  const boundaries = new LinkBoundaries(deps);
  const job = startIntervalJob(
    'link-boundaries',
    LINK_BOUNDARIES_EVERY_MS,
    async () => {
      if ((await lock.runHeld(() => boundaries.runOnce())) === null) boundaries.reset();
    },
    deps.log,
  );
  return { job, release: () => lock.release() };
}
