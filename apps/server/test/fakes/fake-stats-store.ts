import { argentinaToday } from '@enlaza/shared/events';
import type { FunnelVisitorCounts } from '../../src/modules/stats/funnel.repository';
import type { StatsScope } from '../../src/modules/stats/stats.repository';
import type { StatsStores } from '../../src/modules/stats/stats.service';
import type { DayRange } from '../../src/modules/stats/stats-range';

type Repo = StatsStores['repo'];
type Lists = StatsStores['lists'];
type LinkRow = Awaited<ReturnType<Lists['shownLinks']>>[number];
type EventRow = Awaited<ReturnType<Lists['upcomingEvents']>>[number];

/** A donation as the statistics count it. */
export interface StatsDonation {
  userId: number;
  eventId: number | null;
  kind: 'one_off' | 'monthly';
  status: string;
  cents: number;
  createdAt: string;
  processedAt: string | null;
}

const inRange = (day: string, r: DayRange) => day >= r.startDate && day <= r.endDate;
/** The Argentine day of an ISO instant (what the repository's SQL computes). */
const dayOf = (iso: string) => argentinaToday(new Date(iso));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The daily roll-ups (views, clicks, referrers, dimensions, the funnel's visitors), the donations and the
 * creator's links and events in memory, read the way stats.repository and dashboard.repository do:
 * by Argentine day, the profile as event 0, an event's page by its id.
 */
export class FakeStatsStore implements Repo, Lists {
  readonly funnelStore = (scope: StatsScope, r: DayRange) => this.funnel(scope, r);
  readonly joined = new Map<number, string>();
  readonly views: { userId: number; eventId: number; day: string; views: number; unique: number }[] = [];
  readonly clicks: { userId: number; linkId: number; day: string; clicks: number }[] = [];
  readonly referrers: { userId: number; eventId: number; day: string; site: string; visits: number }[] = [];
  readonly dimensions: {
    userId: number;
    eventId: number;
    day: string;
    dimension: string;
    value: string;
    visits: number;
  }[] = [];
  /** Visitors per funnel step, per page and day (as funnel.repository reads them from the rows). */
  readonly funnelDays: { userId: number; eventId: number; day: string; counts: FunnelVisitorCounts }[] = [];
  readonly donations: StatsDonation[] = [];
  readonly linkRows: (LinkRow & { userId: number; shown: boolean })[] = [];
  readonly eventRows: (EventRow & { userId: number })[] = [];

  async ownsEvent(userId: number, eventId: number) {
    return this.eventRows.some((e) => e.userId === userId && e.id === eventId);
  }

  async firstDay(userId: number, today: string) {
    const joined = this.joined.get(userId);
    const days = [
      joined ? dayOf(joined) : null,
      ...this.views.filter((v) => v.userId === userId).map((v) => v.day),
      ...this.clicks.filter((c) => c.userId === userId).map((c) => c.day),
    ].filter((d): d is string => d !== null);
    return days.sort()[0] ?? today;
  }

  async viewsByDay(scope: StatsScope, r: DayRange) {
    const byDay = new Map<string, { views: number; unique: number }>();
    for (const v of this.viewRows(scope, r)) {
      const day = byDay.get(v.day) ?? { views: 0, unique: 0 };
      byDay.set(v.day, { views: day.views + v.views, unique: day.unique + v.unique });
    }
    return byDay;
  }

  async viewTotals(scope: StatsScope, r: DayRange) {
    const rows = this.viewRows(scope, r);
    return { views: sum(rows.map((v) => v.views)), unique: sum(rows.map((v) => v.unique)) };
  }

  /** Clicks belong to the profile: an event's scope counts the creator's links alike. */
  async clicksByLink(scope: StatsScope, r: DayRange) {
    const byLink = new Map<number, number>();
    for (const c of this.clicks.filter((c) => c.userId === scope.userId && inRange(c.day, r)))
      byLink.set(c.linkId, (byLink.get(c.linkId) ?? 0) + c.clicks);
    return byLink;
  }

  async clickTotal(scope: StatsScope, r: DayRange) {
    return sum([...(await this.clicksByLink(scope, r)).values()]);
  }

  async topReferrers(scope: StatsScope, r: DayRange, limit: number) {
    const bySite = new Map<string, number>();
    for (const x of this.referrers.filter((x) => this.onPage(x, scope) && inRange(x.day, r)))
      bySite.set(x.site, (bySite.get(x.site) ?? 0) + x.visits);
    return [...bySite]
      .map(([site, visits]) => ({ site, visits }))
      .sort((a, b) => b.visits - a.visits || a.site.localeCompare(b.site))
      .slice(0, limit);
  }

  async approvedDonationsByDay(scope: StatsScope, r: DayRange) {
    const byDay = new Map<string, { count: number; cents: number }>();
    for (const d of this.approved(scope, r, false)) {
      const day = dayOf(d.processedAt ?? '');
      const entry = byDay.get(day) ?? { count: 0, cents: 0 };
      byDay.set(day, { count: entry.count + 1, cents: entry.cents + d.cents });
    }
    return byDay;
  }

  async approvedDonationsOnPage(scope: StatsScope, r: DayRange) {
    return this.approved(scope, r, true).length;
  }

  async dimensionVisits(scope: StatsScope, r: DayRange, dimensions: readonly string[]) {
    const totals = new Map<string, Map<string, number>>();
    for (const x of this.dimensions.filter(
      (x) => this.onPage(x, scope) && inRange(x.day, r) && dimensions.includes(x.dimension),
    )) {
      const values = totals.get(x.dimension) ?? new Map<string, number>();
      values.set(x.value, (values.get(x.value) ?? 0) + x.visits);
      totals.set(x.dimension, values);
    }
    return new Map(
      [...totals].map(([dimension, values]) => [
        dimension,
        [...values]
          .filter(([, visits]) => visits > 0)
          .map(([value, visits]) => ({ value, visits }))
          .sort((a, b) => b.visits - a.visits || (a.value < b.value ? -1 : 1)),
      ]),
    );
  }

  /** The funnel's visitor counts per page and day, summed over the range (the SQL is funnel.repository's). */
  async funnel(scope: StatsScope, r: DayRange): Promise<FunnelVisitorCounts> {
    const rows = this.funnelDays.filter((f) => this.onPage(f, scope) && inRange(f.day, r));
    const total = (key: keyof FunnelVisitorCounts) => sum(rows.map((f) => f.counts[key]));
    return {
      openers: total('openers'),
      openersWithoutView: total('openersWithoutView'),
      starters: total('starters'),
      startersNotOpened: total('startersNotOpened'),
      startersNotOpenedNorViewed: total('startersNotOpenedNorViewed'),
      payers: total('payers'),
      approvedCents: total('approvedCents'),
    };
  }

  async links(userId: number) {
    return this.linkRows
      .filter((l) => l.userId === userId)
      .map(({ id, title, url, order_position }) => ({ id, title, url, order_position }));
  }

  async shownLinks(userId: number) {
    return this.linkRows
      .filter((l) => l.userId === userId && l.shown)
      .map(({ id, title, url, icon, order_position }) => ({ id, title, url, icon, order_position }));
  }

  async upcomingEvents(userId: number, today: string) {
    return this.eventRows
      .filter((e) => e.userId === userId && e.status === 'published' && e.event_date >= today)
      .sort((a, b) => a.event_date.localeCompare(b.event_date) || a.id - b.id)
      .map(({ userId: _user, ...e }) => e);
  }

  private onPage(row: { userId: number; eventId: number }, scope: StatsScope): boolean {
    return row.userId === scope.userId && row.eventId === (scope.eventId ?? 0);
  }

  private viewRows(scope: StatsScope, r: DayRange) {
    return this.views.filter((v) => this.onPage(v, scope) && inRange(v.day, r));
  }

  /** Approved donations processed in the range; `onPage`: only the page's own (no event for the profile). */
  private approved(scope: StatsScope, r: DayRange, onPage: boolean) {
    return this.donations.filter(
      (d) =>
        d.userId === scope.userId &&
        d.status === 'approved' &&
        d.processedAt !== null &&
        inRange(dayOf(d.processedAt), r) &&
        (scope.eventId !== undefined ? d.eventId === scope.eventId : !onPage || d.eventId === null),
    );
  }
}
