import type { ActivityEntry } from '@enlaza/shared/activity';

/** A creator's activity log, newest first. Offered by activity; the dashboard figures read it. */
export interface ActivityFeed {
  latest(userId: number, limit: number): Promise<ActivityEntry[]>;
}
