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

type Creator = Awaited<ReturnType<typeof registerCreator>>;

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

describe("statistics narrowed to one event ('eventId')", () => {
  let t: TestApp;
  let ana: Creator;
  let bobEvent: number;
  let show: number;
  let other: number;

  const get = async <T>(url: string, who: Creator = ana) => {
    const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
    return {
      status: res.statusCode,
      body: res.body,
      data: res.statusCode === 200 ? json<{ data: T }>(res).data : null,
    };
  };
  const createEvent = async (who: Creator, title: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: who.headers,
      payload: { title, event_date: '2026-03-20', location: 'Rosario' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: { event: { id: number } } }>(res).data.event.id;
  };
  const view = (
    userId: number,
    page: string,
    eventId: number | null,
    visitor: string,
    referrer: string | null,
  ) =>
    t.database.db
      .insertInto('page_views')
      .values({
        user_id: userId,
        page,
        event_id: eventId,
        visitor_hash: visitor,
        referrer,
        day: '2026-03-10',
        created_at: '2026-03-10T14:00:00.000Z',
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(new Date('2026-03-10T15:00:00.000Z')) });
    ana = await registerCreator(t.app);
    const seller = await connectCreator(t, ana);
    const goalId = await createGoal(t, ana.headers);
    show = await createEvent(ana, 'Show');
    other = await createEvent(ana, 'Otro');
    const bob = await registerCreator(t.app);
    bobEvent = await createEvent(bob, 'De Bob');

    await view(ana.user.id, 'event', show, 'v1', 'instagram.com');
    await view(ana.user.id, 'event', show, 'v1', 'instagram.com');
    await view(ana.user.id, 'event', show, 'v2', null);
    await view(ana.user.id, 'event', other, 'v3', null);

    const atShow = await t.app.inject({
      method: 'POST',
      url: `/api/donations/events/${show}/checkout`,
      payload: { amount: 2000 },
      remoteAddress: '192.0.2.50',
    });
    expect(atShow.statusCode, atShow.body).toBe(201);
    const showDonation = json<{ data: { donation_id: string } }>(atShow).data.donation_id;
    await notify(t, (await payQuietly(t, showDonation, 'approve')).id, seller);
    const onProfile = await startDonation(t, goalId, 500);
    await notify(t, (await payQuietly(t, onProfile.donation_id, 'approve')).id, seller);
    // Two people on the profile.
    for (const ip of ['192.0.2.61', '192.0.2.62']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/${ana.user.username}/view`,
        remoteAddress: ip,
        headers: { 'user-agent': BROWSER },
        payload: { page: 'profile' },
      });
      expect(json<{ counted: boolean }>(res).counted).toBe(true);
    }
  });
  afterAll(() => t.close());

  it("counts only the event page's views and the donations made at the event", async () => {
    const overview = await get<StatsOverview>(`/api/stats/overview?period=7d&eventId=${show}`);
    expect(overview.status, overview.body).toBe(200);
    expect(overview.data).toMatchObject({
      totalViews: 3,
      uniqueViews: 2,
      totalClicks: 0,
      clicksByLink: [],
      totalDonations: { count: 1, amount: 2000 },
      topReferrers: [
        { referrer: 'instagram.com', visits: 2 },
        { referrer: 'Directo', visits: 1 },
      ],
    });
    const whole = await get<StatsOverview>('/api/stats/overview?period=7d');
    expect(whole.data?.totalDonations).toEqual({ count: 2, amount: 2500 });

    const visits = await get<StatsVisits>(`/api/stats/visits?period=7d&eventId=${other}`);
    expect(visits.data).toMatchObject({ total: 1, unique: 1 });
    const detailed = await get<StatsDetailed>(`/api/stats/detailed?period=7d&eventId=${other}`);
    expect(detailed.data?.dailyDonations.reduce((sum, d) => sum + d.amount, 0)).toBe(0);
    expect(detailed.data?.topLinks).toEqual([]);
  });

  it("divides each page's donations by that page's views for the conversion rate", async () => {
    // The profile: its one donation over its 2 views (the event's donation came from the event page).
    const whole = await get<StatsOverview>('/api/stats/overview?period=7d');
    expect(whole.data).toMatchObject({ totalViews: 2, conversionRate: 50 });
    // The event: its one donation over its page's 3 views.
    const atShow = await get<StatsOverview>(`/api/stats/overview?period=7d&eventId=${show}`);
    expect(atShow.data).toMatchObject({ totalViews: 3, conversionRate: 33.3 });
  });

  it("answers 404 for another creator's event and 400 for an id that is not one", async () => {
    for (const path of ['overview', 'visits', 'detailed']) {
      const foreign = await get(`/api/stats/${path}?period=7d&eventId=${bobEvent}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toContain('Evento no encontrado');
      const bad = await get(`/api/stats/${path}?eventId=abc`);
      expect(bad.status).toBe(400);
      expect(bad.body).toContain('El evento no es válido');
    }
  });
});
