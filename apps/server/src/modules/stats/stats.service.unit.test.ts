import { STATS_RANGE_MESSAGES } from '@enlaza/shared/stats';
import { describe, expect, it } from 'vitest';
import { FakeStatsStore, type StatsDonation } from '../../../test/fakes/fake-stats-store';
import { noDatabase } from '../../../test/fakes/no-database';
import { TestClock } from '../../../test/test-clock';
import { StatsService } from './stats.service';

/** 12:00 in Argentina on 20 November: the last 7 days are 14–20, the 7 before them 7–13. */
const NOW = new Date('2026-11-20T15:00:00.000Z');

function build() {
  const store = new FakeStatsStore();
  const stats = new StatsService(
    { database: noDatabase, clock: new TestClock(NOW) },
    { repo: store, lists: store, funnel: store.funnelStore },
  );
  const donation = (values: Partial<StatsDonation> & { processedAt: string }): StatsDonation => ({
    userId: 1,
    eventId: null,
    kind: 'one_off',
    status: 'approved',
    cents: 100_000,
    createdAt: values.processedAt,
    ...values,
  });
  store.joined.set(1, '2026-11-01T12:00:00.000Z');
  store.eventRows.push(
    {
      userId: 1,
      id: 5,
      title: 'Show',
      event_date: '2026-11-25',
      event_time: '21:00',
      end_date: null,
      end_time: null,
      location: 'Club',
      status: 'published',
    },
    {
      userId: 2,
      id: 9,
      title: 'Ajeno',
      event_date: '2026-11-25',
      event_time: '21:00',
      end_date: null,
      end_time: null,
      location: 'Bar',
      status: 'published',
    },
  );
  store.linkRows.push(
    { userId: 1, id: 1, title: 'Tienda', url: 'https://a.example', icon: '', order_position: 1, shown: true },
    { userId: 1, id: 2, title: 'Blog', url: 'https://b.example', icon: '', order_position: 0, shown: true },
  );
  return { stats, store, donation };
}

describe('StatsService (fakes, no database)', () => {
  it('a 7-day overview: days without views are zeros, totals and the previous period compared', async () => {
    const { stats, store } = build();
    store.views.push(
      { userId: 1, eventId: 0, day: '2026-11-14', views: 10, unique: 5 },
      { userId: 1, eventId: 0, day: '2026-11-20', views: 20, unique: 8 },
      { userId: 1, eventId: 0, day: '2026-11-13', views: 15, unique: 6 },
      // An event's page and another creator: not the profile's views.
      { userId: 1, eventId: 5, day: '2026-11-20', views: 99, unique: 99 },
      { userId: 2, eventId: 0, day: '2026-11-20', views: 99, unique: 99 },
    );
    store.clicks.push(
      { userId: 1, linkId: 1, day: '2026-11-15', clicks: 6 },
      { userId: 1, linkId: 1, day: '2026-11-08', clicks: 8 },
    );
    const overview = await stats.overview(1, { period: '7d' });
    expect(overview.range).toEqual({ startDate: '2026-11-14', endDate: '2026-11-20', days: 7 });
    expect(overview.previousRange).toEqual({ startDate: '2026-11-07', endDate: '2026-11-13', days: 7 });
    expect(overview.viewsByDay.map((d) => d.views)).toEqual([10, 0, 0, 0, 0, 0, 20]);
    expect(overview).toMatchObject({ totalViews: 30, uniqueViews: 13, totalClicks: 6 });
    expect(overview.comparisons.totalViews).toEqual({ percentage: 100, trend: 'up' });
    expect(overview.comparisons.totalClicks).toEqual({ percentage: -25, trend: 'down' });
    // Most clicked first, then the page's order.
    expect(overview.clicksByLink.map((l) => [l.id, l.clicks])).toEqual([
      [1, 6],
      [2, 0],
    ]);
  });

  it('donations go by their Argentine day; the conversion counts only the page’s own', async () => {
    const { stats, store, donation } = build();
    store.views.push({ userId: 1, eventId: 0, day: '2026-11-18', views: 40, unique: 30 });
    store.donations.push(
      // 02:59 UTC on the 14th is still the 13th in Argentina: the previous period.
      donation({ processedAt: '2026-11-14T02:59:00.000Z', cents: 50_000 }),
      donation({ processedAt: '2026-11-14T03:00:00.000Z', cents: 150_000 }),
      donation({ processedAt: '2026-11-19T12:00:00.000Z', cents: 100_000 }),
      // At an event: in the totals, not in the profile's conversion.
      donation({ processedAt: '2026-11-19T13:00:00.000Z', cents: 100_000, eventId: 5 }),
      donation({ processedAt: '2026-11-19T14:00:00.000Z', cents: 100_000, status: 'refunded' }),
    );
    const overview = await stats.overview(1, { period: '7d' });
    expect(overview.totalDonations).toEqual({ count: 3, amount: 3_500 });
    expect(overview.comparisons.totalDonations).toEqual({ percentage: 600, trend: 'up' });
    // 2 approved on the profile over 40 views.
    expect(overview.conversionRate).toBe(5);
  });

  it("an event's statistics: its own views and donations; another creator's event is not found", async () => {
    const { stats, store, donation } = build();
    store.views.push({ userId: 1, eventId: 5, day: '2026-11-20', views: 8, unique: 8 });
    store.donations.push(
      donation({ processedAt: '2026-11-20T12:00:00.000Z', eventId: 5 }),
      donation({ processedAt: '2026-11-20T12:00:00.000Z' }),
    );
    const overview = await stats.overview(1, { period: '7d', eventId: 5 });
    expect(overview).toMatchObject({
      totalViews: 8,
      totalDonations: { count: 1, amount: 1_000 },
      conversionRate: 12.5,
    });
    expect(overview.clicksByLink).toEqual([]);
    await expect(stats.overview(1, { period: '7d', eventId: 9 })).rejects.toMatchObject({
      statusCode: 404,
      message: STATS_RANGE_MESSAGES.eventNotFound,
    });
  });

  it("'all' starts on the creator's first day and has nothing to compare with", async () => {
    const { stats } = build();
    const visits = await stats.visits(1, { period: 'all' });
    expect(visits.range).toEqual({ startDate: '2026-11-01', endDate: '2026-11-20', days: 20 });
    const overview = await stats.overview(1, { period: 'all' });
    expect(overview.previousRange).toBeNull();
    expect(overview.comparisons.totalViews).toEqual({ percentage: null, trend: null });
  });

  it('the funnel counts visitors at every step, none more than the step before, with the period before', async () => {
    const { stats, store } = build();
    store.views.push({ userId: 1, eventId: 0, day: '2026-11-19', views: 50, unique: 40 });
    // Two people opened 'Aportar' from a link without a view; one started a payment without opening it.
    const counts = {
      openers: 10,
      openersWithoutView: 2,
      starters: 4,
      startersNotOpened: 1,
      startersNotOpenedNorViewed: 1,
      payers: 2,
      approvedCents: 350_000,
    };
    store.funnelDays.push({ userId: 1, eventId: 0, day: '2026-11-19', counts });
    store.funnelDays.push({ userId: 1, eventId: 0, day: '2026-11-01', counts: { ...counts, openers: 99 } });
    store.funnelDays.push({ userId: 2, eventId: 0, day: '2026-11-19', counts: { ...counts, payers: 50 } });
    const funnel = await stats.funnel(1, { period: '7d' });
    expect(funnel).toMatchObject({
      visitors: 43,
      donate_opened: 11,
      checkouts: 4,
      approved: 2,
      approved_amount: 3_500,
    });
    expect(funnel.previous).toMatchObject({ visitors: 0, donate_opened: 0, checkouts: 0 });
  });

  it('a chosen range compares with the same number of days before it', async () => {
    const { stats } = build();
    const visits = await stats.overview(1, { startDate: '2026-11-01', endDate: '2026-11-10' });
    expect(visits.previousRange).toEqual({ startDate: '2026-10-22', endDate: '2026-10-31', days: 10 });
  });
});
