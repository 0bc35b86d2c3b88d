import type { AppDeps } from '../../app-deps';
import type { MonthlyGoalReads } from '../../ports/monthly-tiers';
import type { RaisedAmounts } from '../../ports/raised-amounts';
import type { SupportersWall } from '../../ports/supporters-wall';
import { BusPublicCache } from './bus-public-cache';
import { InProcessPublicCache } from './in-process-public-cache';
import { LiveGoalFeed } from './live-goal-feed';
import { PageChangeAnnouncer } from './page-change-announcer';
import { PublicRepository } from './public.repository';
import type { PublicCache } from './public-cache';

/** Visitors' cached reads: with several copies each forgets through the bus, else this process only. */
export function visitorsCache(deps: Pick<AppDeps, 'clock' | 'bus'>, severalCopies: boolean): PublicCache {
  return severalCopies ? new BusPublicCache(deps.clock, deps.bus) : new InProcessPublicCache(deps.clock);
}

type AnnouncerDeps = Pick<AppDeps, 'database' | 'log' | 'pageCache' | 'bus'> & {
  cache: PublicCache;
  raised: RaisedAmounts;
  supporters: SupportersWall;
  monthlyGoals?: MonthlyGoalReads;
};

/**
 * What the public slice offers as `PublicPageChanges`: the announcer that forgets a creator's cached
 * reads, purges the HTTP cache in front and tells the live goal bars (the feed it also hands back).
 */
export function pageChangeAnnouncer(deps: AnnouncerDeps): {
  liveGoals: LiveGoalFeed;
  pagePurges: PageChangeAnnouncer;
} {
  const { bus, log, raised, supporters, monthlyGoals } = deps;
  const liveGoals = new LiveGoalFeed({
    bus,
    log,
    raised,
    supporters,
    monthlyGoals,
    goals: new PublicRepository(deps.database.db),
  });
  return { liveGoals, pagePurges: new PageChangeAnnouncer({ ...deps, liveGoals }) };
}
