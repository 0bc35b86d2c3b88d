import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { JobLock } from '../../lib/job-lock';
import type { PostMailingsService } from './post-mailings.service';
import type { PostsService } from './posts.service';
import type { PostsDeps } from './posts-deps';

/** Scheduled posts are looked for every 15 seconds: a post shows within that of its time. */
export const SCHEDULED_POSTS_EVERY_MS = 15_000;

type JobDeps = Pick<PostsDeps, 'database' | 'clock' | 'log'>;

/** The lease one copy holds to publish scheduled posts (N copies: each round once). */
export function scheduledPostsLock(deps: JobDeps): JobLock {
  return new JobLock(deps.database.db, deps.clock, 'scheduled-posts', 5 * SCHEDULED_POSTS_EVERY_MS);
}

/**
 * Publishes scheduled posts on one copy at a time (lease), then hands the published posts asked to
 * be mailed to the mail queue. Each post also moves from 'scheduled' to 'published', and has its
 * mailing decided, in one conditional statement, so even two rounds at once do each once.
 */
export function startScheduledPostsJob(
  deps: JobDeps,
  posts: PostsService,
  mailings: PostMailingsService,
): { job: IntervalJob; release: () => Promise<void> } {
  const lock = scheduledPostsLock(deps);
  const job = startIntervalJob(
    'scheduled-posts',
    SCHEDULED_POSTS_EVERY_MS,
    () =>
      lock.runHeld(async () => {
        await posts.publishDue();
        await mailings.queueDue();
      }),
    deps.log,
  );
  return { job, release: () => lock.release() };
}
