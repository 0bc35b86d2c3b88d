import { argentinaToday, isEventUpcoming } from '@enlaza/shared/events';
import { Money } from '@enlaza/shared/money';
import {
  STATS_RANGE_MESSAGES,
  STATS_TOP_LINKS,
  type StatsDetailed,
  type StatsFunnel,
  type StatsFunnelFigures,
  type StatsOverview,
  type StatsVisits,
  type statsRangeQuerySchema,
} from '@enlaza/shared/stats';
import type { z } from 'zod';
import { notFound } from '../../http/errors';
import { DashboardRepository } from './dashboard.repository';
import { type FunnelVisitorCounts, funnelVisitorCounts } from './funnel.repository';
import { StatsRepository, type StatsScope } from './stats.repository';
import { BREAKDOWNS, presentBreakdowns } from './stats-breakdowns';
import type { StatsDeps } from './stats-deps';
import { compareWithPrevious } from './stats-period';
import { type DayRange, eachDay, resolveRange } from './stats-range';

type RangeQuery = z.output<typeof statsRangeQuerySchema>;

const TOP_REFERRERS = 10;
const UPCOMING_EVENTS = 5;

/**
 * Approved donations ÷ views × 100, one decimal; 0 without views. Both of the same page: the profile's
 * donations over its views, or an event's over its page's (stats.repository approvedDonationsOnPage).
 */
export function conversionRate(donations: number, views: number): number {
  return views > 0 ? Math.round((donations / views) * 1000) / 10 : 0;
}

/** What the statistics read: the daily roll-ups and the creator's lists (repositories in production, fakes in unit tests). */
export interface StatsStores {
  repo: Pick<
    StatsRepository,
    | 'ownsEvent'
    | 'firstDay'
    | 'viewsByDay'
    | 'viewTotals'
    | 'clicksByLink'
    | 'clickTotal'
    | 'topReferrers'
    | 'approvedDonationsByDay'
    | 'approvedDonationsOnPage'
    | 'dimensionVisits'
  >;
  lists: Pick<DashboardRepository, 'links' | 'shownLinks' | 'upcomingEvents'>;
  /** The donation funnel's visitors per step (funnel.repository). */
  funnel: (scope: StatsScope, range: DayRange) => Promise<FunnelVisitorCounts>;
}

/** The statistics of one creator over Argentine calendar days (spec 02 §3 "Stats"). */
export class StatsService {
  private readonly repo: StatsStores['repo'];
  private readonly lists: StatsStores['lists'];
  private readonly funnelCounts: StatsStores['funnel'];

  constructor(
    private readonly deps: Pick<StatsDeps, 'database' | 'clock'>,
    stores: StatsStores = {
      repo: new StatsRepository(deps.database.db, deps.database.dialect),
      lists: new DashboardRepository(deps.database.db),
      funnel: (scope, range) => funnelVisitorCounts(deps.database.db, scope, range),
    },
  ) {
    this.repo = stores.repo;
    this.lists = stores.lists;
    this.funnelCounts = stores.funnel;
  }

  /** The range asked for, and whose figures: another creator's event is not found. */
  private async range(userId: number, query: RangeQuery) {
    const { eventId } = query;
    if (eventId !== undefined && !(await this.repo.ownsEvent(userId, eventId))) {
      throw notFound(STATS_RANGE_MESSAGES.eventNotFound);
    }
    const now = this.deps.clock.now();
    const range = await resolveRange(query, now, () => this.repo.firstDay(userId, argentinaToday(now)));
    const scope: StatsScope = eventId === undefined ? { userId } : { userId, eventId };
    return { ...range, scope };
  }

  private async viewsSeries(scope: StatsScope, r: DayRange) {
    const byDay = await this.repo.viewsByDay(scope, r);
    const series = eachDay(r).map((date) => {
      const day = byDay.get(date);
      return { date, views: day?.views ?? 0, unique: day?.unique ?? 0 };
    });
    const total = series.reduce((sum, d) => sum + d.views, 0);
    const unique = series.reduce((sum, d) => sum + d.unique, 0);
    return { series, total, unique };
  }

  private async referrers(scope: StatsScope, r: DayRange) {
    const rows = await this.repo.topReferrers(scope, r, TOP_REFERRERS);
    return rows.map((row) => ({ referrer: row.site || STATS_RANGE_MESSAGES.direct, visits: row.visits }));
  }

  private async donationTotals(scope: StatsScope, r: DayRange) {
    const byDay = await this.repo.approvedDonationsByDay(scope, r);
    let count = 0;
    let cents = 0;
    for (const day of byDay.values()) {
      count += day.count;
      cents += day.cents;
    }
    return { count, cents, byDay };
  }

  async overview(userId: number, query: RangeQuery): Promise<StatsOverview> {
    const { current, previous, scope } = await this.range(userId, query);
    const links = this.lists.links(userId);
    // One round of queries, the previous period's included: on PostgreSQL each round is a network wait.
    const [views, clicksByLink, topReferrers, donations, onPage, linkRows, breakdowns, before] =
      await Promise.all([
        this.viewsSeries(scope, current),
        this.repo.clicksByLink(scope, current),
        this.referrers(scope, current),
        this.donationTotals(scope, current),
        this.repo.approvedDonationsOnPage(scope, current),
        scope.eventId === undefined ? links : [],
        this.repo.dimensionVisits(scope, current, Object.values(BREAKDOWNS)),
        previous
          ? Promise.all([
              this.repo.viewTotals(scope, previous),
              this.repo.clickTotal(scope, previous),
              this.donationTotals(scope, previous),
              this.repo.approvedDonationsOnPage(scope, previous),
            ])
          : null,
      ]);

    // Every link's clicks, deleted links' included: the total of the days, not of today's links.
    const totalClicks = [...clicksByLink.values()].reduce((sum, n) => sum + n, 0);
    const rate = conversionRate(onPage, views.total);
    const compare = (now: number, then: number | undefined) => compareWithPrevious(now, then ?? null);
    const [prevViews, prevClicks, prevDonations, prevOnPage] = before ?? [];
    return {
      range: current,
      previousRange: previous,
      totalViews: views.total,
      uniqueViews: views.unique,
      totalClicks,
      conversionRate: rate,
      totalDonations: { count: donations.count, amount: Money.fromCents(donations.cents).pesos },
      comparisons: {
        totalViews: compare(views.total, prevViews?.views),
        uniqueViews: compare(views.unique, prevViews?.unique),
        totalClicks: compare(totalClicks, prevClicks),
        totalDonations: compare(donations.cents, prevDonations?.cents),
        conversionRate: compare(
          rate,
          prevViews && prevOnPage !== undefined ? conversionRate(prevOnPage, prevViews.views) : undefined,
        ),
      },
      clicksByLink: linkRows
        .map((l) => ({
          id: l.id,
          title: l.title,
          url: l.url,
          clicks: clicksByLink.get(l.id) ?? 0,
          pos: l.order_position,
        }))
        .sort((a, b) => b.clicks - a.clicks || a.pos - b.pos || a.id - b.id)
        .map(({ pos: _pos, ...l }) => l),
      viewsByDay: views.series,
      topReferrers,
      ...presentBreakdowns(breakdowns),
    };
  }

  /**
   * Every step counts visitors (daily visitor hashes, as 'Visitantes únicos'), each step's visitors
   * among the step before's: whoever started a checkout opened 'Aportar', whoever opened it visited
   * the page (arriving at the form page straight from a link counts as visiting it), so no step
   * exceeds the one before. One-off checkouts only: a monthly charge starts no checkout.
   */
  private async funnelFigures(scope: StatsScope, r: DayRange): Promise<StatsFunnelFigures> {
    const [views, counts] = await Promise.all([this.repo.viewTotals(scope, r), this.funnelCounts(scope, r)]);
    const openers = counts.openers + counts.startersNotOpened;
    return {
      visitors: views.unique + counts.openersWithoutView + counts.startersNotOpenedNorViewed,
      donate_opened: openers,
      checkouts: counts.starters,
      approved: counts.payers,
      approved_amount: Money.fromCents(counts.approvedCents).pesos,
    };
  }

  /** Visitors → opened 'Aportar' → started a payment → paid, now and in the period before. */
  async funnel(userId: number, query: RangeQuery): Promise<StatsFunnel> {
    const { current, previous, scope } = await this.range(userId, query);
    const [now, before] = await Promise.all([
      this.funnelFigures(scope, current),
      previous ? this.funnelFigures(scope, previous) : null,
    ]);
    return { ...now, range: current, previousRange: previous, previous: before };
  }

  async visits(userId: number, query: RangeQuery): Promise<StatsVisits> {
    const { current, scope } = await this.range(userId, query);
    const [views, topReferrers] = await Promise.all([
      this.viewsSeries(scope, current),
      this.referrers(scope, current),
    ]);
    return {
      range: current,
      total: views.total,
      unique: views.unique,
      visitsByDay: views.series,
      topReferrers,
    };
  }

  async detailed(userId: number, query: RangeQuery): Promise<StatsDetailed> {
    const { current, scope } = await this.range(userId, query);
    const [clicksByLink, donations, links, events] = await Promise.all([
      this.repo.clicksByLink(scope, current),
      this.donationTotals(scope, current),
      // Link clicks belong to the profile page: an event's statistics list no links.
      scope.eventId === undefined ? this.lists.shownLinks(userId, this.deps.clock.now()) : [],
      this.lists.upcomingEvents(userId, argentinaToday(this.deps.clock.now())),
    ]);
    const now = this.deps.clock.now();
    return {
      range: current,
      topLinks: links
        .map((l) => ({ ...l, clicks: clicksByLink.get(l.id) ?? 0 }))
        .sort((a, b) => b.clicks - a.clicks || a.order_position - b.order_position || a.id - b.id)
        .slice(0, STATS_TOP_LINKS)
        .map(({ order_position: _pos, ...l }) => l),
      dailyDonations: eachDay(current).map((date) => {
        const day = donations.byDay.get(date);
        return { date, count: day?.count ?? 0, amount: Money.fromCents(day?.cents ?? 0).pesos };
      }),
      upcomingEvents: events
        .filter((e) => isEventUpcoming(e, now))
        .slice(0, UPCOMING_EVENTS)
        .map((e) => ({
          id: e.id,
          title: e.title,
          event_date: e.event_date,
          event_time: e.event_time,
          location: e.location,
        })),
    };
  }
}
