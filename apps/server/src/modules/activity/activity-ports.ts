import type { Database } from '../../db/database';
import type { ActivityFeed } from '../../ports/activity-feed';
import { latestActivity } from './activity.repository';

/** A creator's activity log, for the dashboard figures. */
export function activityFeed(database: Pick<Database, 'db'>): ActivityFeed {
  return { latest: (userId, limit) => latestActivity(database.db, userId, limit) };
}
