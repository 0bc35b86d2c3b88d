import type { StatsDetailed, StatsOverview, StatsVisits } from '@enlaza/shared/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';
import { rebuildDailyStats } from '../tracking/daily-stats-rebuild';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
type Headers = Record<string, string>;

/**
 * Views and clicks recorded through the public tracking endpoints on chosen instants, then read back
 * over Argentine calendar days (UTC−3: Argentine midnight is 03:00 UTC).
 */
describe('GET /api/stats/overview, /visits and /detailed', () => {
  let t: TestApp;
  let clock: TestClock;
  let creator: Awaited<ReturnType<typeof registerCreator>>;
  let other: Awaited<ReturnType<typeof registerCreator>>;
  const links: Record<string, number> = {};

  const at = (iso: string) => {
    clock.advance(Date.parse(iso) - clock.now().getTime());
  };
  /** One visitor = one IP and browser; the hash rotates each Argentine day. */
  const view = async (visitor: number, referer?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/${creator.user.username}/view`,
      remoteAddress: `10.0.0.${visitor}`,
      headers: { 'user-agent': BROWSER, ...(referer ? { referer } : {}) },
      payload: { page: 'profile' },
    });
    expect(json<{ counted: boolean }>(res).counted).toBe(true);
  };
  const click = async (visitor: number, linkId: number | undefined) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/links/${linkId}/click`,
      remoteAddress: `10.0.0.${visitor}`,
      headers: { 'user-agent': BROWSER },
    });
    expect(json<{ counted: boolean }>(res).counted).toBe(true);
  };
  const get = async <T>(path: string, headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/stats/${path}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ success: boolean; data: T }>(res).data;
  };
  const donate = async (
    seller: Awaited<ReturnType<typeof connectCreator>>,
    goalId: number,
    amount: number,
    outcome: 'approve' | 'reject',
  ) => {
    const { donation_id } = await startDonation(t, goalId, amount, { donor_name: 'Lucía' });
    await notify(t, (await payQuietly(t, donation_id, outcome)).id, seller);
  };

  const login = async (body: { email: string; password: string }): Promise<{ authorization: string }> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    return { authorization: `Bearer ${json<{ data: { token: string } }>(res).data.token}` };
  };

  beforeAll(async () => {
    clock = new TestClock(new Date('2026-01-28T12:00:00.000Z'));
    t = await createTestApp({ clock });
    creator = await registerCreator(t.app);
    other = await registerCreator(t.app);
    for (const title of ['Instagram', 'Tienda', 'Oculto']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/links',
        headers: creator.headers,
        payload: { title, url: `https://example.com/${title}` },
      });
      links[title] = json<{ data: { link: { id: number } } }>(res).data.link.id;
    }
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers, 50_000);

    // 30 Jan: visitor 1 twice and visitor 2 twice, all from Instagram, each visit over half an hour
    // after their last (a view within one counts once); one click.
    at('2026-01-30T15:00:00.000Z');
    await view(1, 'https://l.instagram.com/?u=https%3A%2F%2Fenlaza.ar');
    await view(2, 'https://instagram.com/p/abc');
    at('2026-01-30T15:40:00.000Z');
    await view(1, 'https://www.instagram.com/');
    at('2026-01-30T18:00:00.000Z');
    await view(2, 'https://l.instagram.com/');
    await click(1, links.Instagram);
    // 1 Feb (another month): visitor 1 again (a new day, a new unique) directly, visitor 3 from X.
    at('2026-02-01T13:00:00.000Z');
    await view(1);
    await view(3, 'https://t.co/xyz');
    await click(3, links.Tienda);
    await click(3, links.Instagram);
    // 23:59 on 2 Feb and 00:01 on 3 Feb in Argentina (02:59 and 03:01 UTC on 3 Feb).
    at('2026-02-03T02:59:00.000Z');
    await view(4);
    at('2026-02-03T03:01:00.000Z');
    await view(4);
    // 5 Feb: one approved donation of 2.500 and a rejected one.
    at('2026-02-05T20:00:00.000Z');
    await donate(seller, goalId, 2500, 'approve');
    await donate(seller, goalId, 900, 'reject');
    // 23:30 on 5 Feb in Argentina (02:30 UTC on 6 Feb): still the 5th.
    at('2026-02-06T02:30:00.000Z');
    await donate(seller, goalId, 1000, 'approve');
    at('2026-02-06T12:00:00.000Z');
    // Sessions last 7 days: both creators sign in again.
    creator.headers = await login(creator.body);
    other.headers = await login(other.body);
  });
  afterAll(() => t.close());

  it('requires a session', async () => {
    for (const path of ['overview', 'visits', 'detailed']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/stats/${path}` })).statusCode).toBe(401);
    }
  });

  it('gives exact totals, uniques, every day with zeros, referrers by site and the conversion rate', async () => {
    const data = await get<StatsOverview>(
      'overview?startDate=2026-01-29&endDate=2026-02-05',
      creator.headers,
    );
    expect(data.range).toEqual({ startDate: '2026-01-29', endDate: '2026-02-05', days: 8 });
    expect(data.viewsByDay).toEqual([
      { date: '2026-01-29', views: 0, unique: 0 },
      { date: '2026-01-30', views: 4, unique: 2 },
      { date: '2026-01-31', views: 0, unique: 0 },
      { date: '2026-02-01', views: 2, unique: 2 },
      { date: '2026-02-02', views: 1, unique: 1 },
      { date: '2026-02-03', views: 1, unique: 1 },
      { date: '2026-02-04', views: 0, unique: 0 },
      { date: '2026-02-05', views: 0, unique: 0 },
    ]);
    expect(data.totalViews).toBe(8);
    expect(data.uniqueViews).toBe(6);
    expect(data.totalClicks).toBe(3);
    expect(data.clicksByLink.map((l) => [l.title, l.clicks])).toEqual([
      ['Instagram', 2],
      ['Tienda', 1],
      ['Oculto', 0],
    ]);
    expect(data.topReferrers).toEqual([
      { referrer: 'instagram.com', visits: 4 },
      { referrer: 'Directo', visits: 3 },
      { referrer: 'x.com', visits: 1 },
    ]);
    // 2 approved donations ÷ 8 views × 100.
    expect(data.conversionRate).toBe(25);
    expect(data.totalDonations).toEqual({ count: 2, amount: 3500 });
    // Nothing recorded in the 8 days before: no comparison is invented.
    expect(data.previousRange).toEqual({ startDate: '2026-01-21', endDate: '2026-01-28', days: 8 });
    for (const c of Object.values(data.comparisons)) expect(c).toEqual({ percentage: null, trend: null });
  });

  it('compares with the previous period of equal length', async () => {
    const data = await get<StatsOverview>(
      'overview?startDate=2026-02-01&endDate=2026-02-03',
      creator.headers,
    );
    expect(data.previousRange).toEqual({ startDate: '2026-01-29', endDate: '2026-01-31', days: 3 });
    expect([data.totalViews, data.uniqueViews, data.totalClicks]).toEqual([4, 4, 2]);
    expect(data.comparisons.totalViews).toEqual({ percentage: 0, trend: 'up' });
    expect(data.comparisons.uniqueViews).toEqual({ percentage: 100, trend: 'up' });
    expect(data.comparisons.totalClicks).toEqual({ percentage: 100, trend: 'up' });
    expect(data.comparisons.totalDonations).toEqual({ percentage: null, trend: null });

    const later = await get<StatsOverview>(
      'overview?startDate=2026-02-04&endDate=2026-02-06',
      creator.headers,
    );
    expect(later.totalViews).toBe(0);
    expect(later.comparisons.totalViews).toEqual({ percentage: -100, trend: 'down' });
  });

  it('counts a view at 23:59 and one at 00:01 on their own Argentine days', async () => {
    const data = await get<StatsVisits>('visits?startDate=2026-02-02&endDate=2026-02-03', creator.headers);
    expect(data.visitsByDay).toEqual([
      { date: '2026-02-02', views: 1, unique: 1 },
      { date: '2026-02-03', views: 1, unique: 1 },
    ]);
    expect(data).toMatchObject({ total: 2, unique: 2, topReferrers: [{ referrer: 'Directo', visits: 2 }] });
  });

  it('reads periods as the last days including today, and all since the creator joined', async () => {
    const week = await get<StatsVisits>('visits?period=7d', creator.headers);
    expect(week.range).toEqual({ startDate: '2026-01-31', endDate: '2026-02-06', days: 7 });
    expect([week.total, week.unique]).toEqual([4, 4]);
    const byDefault = await get<StatsVisits>('visits', creator.headers);
    expect(byDefault.range).toEqual(week.range);
    const all = await get<StatsOverview>('overview?period=all', creator.headers);
    expect(all.range).toEqual({ startDate: '2026-01-28', endDate: '2026-02-06', days: 10 });
    expect(all.previousRange).toBeNull();
    expect([all.totalViews, all.uniqueViews, all.totalClicks]).toEqual([8, 6, 3]);
    expect(all.comparisons.totalViews).toEqual({ percentage: null, trend: null });
    const month = await get<StatsOverview>('overview?period=30d', creator.headers);
    expect(month.viewsByDay).toHaveLength(30);
    expect(month.viewsByDay.at(-1)?.date).toBe('2026-02-06');
  });

  it('lists active links by clicks, approved donations by day in pesos and upcoming events', async () => {
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/api/links/${links.Oculto}`,
      headers: creator.headers,
      payload: { is_active: false },
    });
    expect(hide.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: creator.headers,
      payload: { title: 'Show en Rosario', location: 'Rosario', event_date: '2026-03-01' },
    });
    const data = await get<StatsDetailed>(
      'detailed?startDate=2026-02-04&endDate=2026-02-06',
      creator.headers,
    );
    expect(data.topLinks.map((l) => l.title)).toEqual(['Instagram', 'Tienda']);
    expect(data.dailyDonations).toEqual([
      { date: '2026-02-04', count: 0, amount: 0 },
      { date: '2026-02-05', count: 2, amount: 3500 },
      { date: '2026-02-06', count: 0, amount: 0 },
    ]);
    expect(data.upcomingEvents.map((e) => e.title)).toEqual(['Show en Rosario']);
    const longer = await get<StatsDetailed>(
      'detailed?startDate=2026-01-29&endDate=2026-02-05',
      creator.headers,
    );
    expect(longer.topLinks.map((l) => [l.title, l.clicks])).toEqual([
      ['Instagram', 2],
      ['Tienda', 1],
    ]);
  });

  it('shows another creator only zeros', async () => {
    const data = await get<StatsOverview>('overview?startDate=2026-01-29&endDate=2026-02-05', other.headers);
    expect(data.viewsByDay).toHaveLength(8);
    expect(data.viewsByDay.every((d) => d.views === 0 && d.unique === 0)).toBe(true);
    expect(data).toMatchObject({
      totalViews: 0,
      uniqueViews: 0,
      totalClicks: 0,
      conversionRate: 0,
      clicksByLink: [],
      topReferrers: [],
      totalDonations: { count: 0, amount: 0 },
    });
    const detailed = await get<StatsDetailed>(
      'detailed?startDate=2026-01-29&endDate=2026-02-05',
      other.headers,
    );
    expect(detailed.topLinks).toEqual([]);
    expect(detailed.dailyDonations.every((d) => d.count === 0)).toBe(true);
  });

  it.each([
    ['period=1y', 'period', 'El período no es válido (usa 7d, 30d, 90d o all)'],
    ['period=30d&period=7d', 'period', 'El período no es válido (usa 7d, 30d, 90d o all)'],
    ['startDate=2026-02-30&endDate=2026-03-01', 'startDate', 'La fecha no es válida (usa AAAA-MM-DD)'],
    ['startDate=01/02/2026&endDate=2026-03-01', 'startDate', 'La fecha no es válida (usa AAAA-MM-DD)'],
    ['startDate=2026-02-01', 'endDate', 'Indica la fecha de fin'],
    ['endDate=2026-02-01', 'startDate', 'Indica la fecha de inicio'],
    [
      'startDate=2026-02-05&endDate=2026-02-01',
      'endDate',
      'La fecha de fin no puede ser anterior a la de inicio',
    ],
    ['startDate=2025-01-01&endDate=2026-01-02', 'endDate', 'El rango no puede superar los 366 días'],
  ])('refuses %s with a Spanish 400', async (query, field, message) => {
    for (const path of ['overview', 'visits', 'detailed']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/stats/${path}?${query}`,
        headers: creator.headers,
      });
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(json<{ errors: unknown }>(res).errors).toEqual([{ field, message }]);
    }
  });

  it('accepts a range of exactly 366 days', async () => {
    const data = await get<StatsVisits>('visits?startDate=2025-02-06&endDate=2026-02-06', creator.headers);
    expect(data.visitsByDay).toHaveLength(366);
    expect(data.total).toBe(8);
  });

  it('answers the dashboard home with the same counting', async () => {
    const dashboard = async (period: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/stats/dashboard?period=${period}`,
        headers: creator.headers,
      });
      type Figures = {
        visitasPerfil: { value: number; visitantesUnicos: number };
        clicksTotales: { value: number };
      };
      return json<{ data: Figures }>(res).data;
    };
    // 31 Jan – 6 Feb, the same days as /stats/visits?period=7d.
    const week = await dashboard('7d');
    expect(week.visitasPerfil).toMatchObject({ value: 4, visitantesUnicos: 4 });
    expect(week.clicksTotales.value).toBe(3);
    // With 30 Jan: visits and unique visitors part ways, as on the statistics screen (8 and 6).
    expect((await dashboard('30d')).visitasPerfil).toMatchObject({ value: 8, visitantesUnicos: 6 });
  });
});

describe('rebuilding the daily roll-ups', () => {
  it('gives exactly what the write path kept current', async () => {
    const t = await createTestApp();
    try {
      const creator = await registerCreator(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/links',
        headers: creator.headers,
        payload: { title: 'Uno', url: 'https://example.com' },
      });
      const linkId = json<{ data: { link: { id: number } } }>(res).data.link.id;
      for (const [i, referer] of [
        'https://l.instagram.com/',
        '',
        'https://t.co/a',
        'https://instagram.com/',
      ].entries()) {
        await t.app.inject({
          method: 'POST',
          url: `/api/public/${creator.user.username}/view`,
          remoteAddress: `10.1.0.${i % 3}`,
          headers: { 'user-agent': BROWSER, ...(referer ? { referer } : {}) },
          payload: { page: i === 3 ? 'events' : 'profile' },
        });
        await t.app.inject({
          method: 'POST',
          url: `/api/links/${linkId}/click`,
          remoteAddress: `10.1.0.${i}`,
          headers: { 'user-agent': BROWSER },
        });
      }
      const snapshot = async () => {
        const db = t.database.db;
        return {
          views: await db.selectFrom('stats_daily_views').selectAll().orderBy('day').execute(),
          visitors: await db.selectFrom('stats_daily_visitors').selectAll().orderBy('visitor_hash').execute(),
          referrers: await db.selectFrom('stats_daily_referrers').selectAll().orderBy('site').execute(),
          clicks: await db.selectFrom('stats_daily_clicks').selectAll().orderBy('link_id').execute(),
        };
      };
      const kept = await snapshot();
      expect(kept.views.map((v) => [Number(v.views), Number(v.unique_views)])).toEqual([[3, 3]]);
      expect(kept.referrers.map((r) => [r.site, Number(r.visits)])).toEqual([
        ['', 1],
        ['instagram.com', 1],
        ['x.com', 1],
      ]);
      expect(kept.clicks.map((c) => Number(c.clicks))).toEqual([4]);
      await rebuildDailyStats(t.database.db);
      expect(await snapshot()).toEqual(kept);
    } finally {
      await t.close();
    }
  });
});
