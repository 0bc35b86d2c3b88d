import type { AppDeps } from '../../app-deps';
import type { ActivityFeed } from '../../ports/activity-feed';
import type { RaisedAmounts } from '../../ports/raised-amounts';

/**
 * What the statistics are built from: the database and clock, what the active goal has raised and
 * the latest activity.
 */
export type StatsDeps = Pick<AppDeps, 'database' | 'clock'> & {
  raised: RaisedAmounts;
  activity: ActivityFeed;
};
