import { ACTIVITY_PAGE_SIZE, activityContract as contract } from '@enlaza/shared/activity';
import type { AppDeps } from '../../app-deps';
import type { CreatorApi } from '../../http/api';
import { latestActivity } from './activity.repository';

/** GET /stats/activity?before={id}: the creator's activity log, 20 entries a page, newest first. */
export async function activityRoutes(app: CreatorApi, deps: Pick<AppDeps, 'database'>): Promise<void> {
  app.get('/stats/activity', { schema: contract.list }, async (request) => {
    const { before } = request.query;
    const activities = await latestActivity(
      deps.database.db,
      request.auth.userId,
      ACTIVITY_PAGE_SIZE + 1,
      before,
    );
    const page = activities.slice(0, ACTIVITY_PAGE_SIZE);
    const last = page.at(-1);
    return {
      success: true as const,
      data: { activities: page, nextCursor: activities.length > ACTIVITY_PAGE_SIZE && last ? last.id : null },
    };
  });
}
