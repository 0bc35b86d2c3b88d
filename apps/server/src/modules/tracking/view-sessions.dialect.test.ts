import type { StatsOverview } from '@enlaza/shared/stats';
import { TRACK_VIEW_PATH, trackViewPixelUrl } from '@enlaza/shared/tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_BROWSER } from '../../../test/public-page-html';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { registerVerifiedCreator } from '../../../test/verify-email';
import { VIEW_SESSION_MS } from './tracking-caps';

type Creator = Awaited<ReturnType<typeof registerVerifiedCreator>>;

/**
 * Issue 30 §1: a visitor the per-IP cap let in had every beacon counted, so one `curl` loop set
 * 'Visitas' (and the funnel's first step) to any number. A visitor's repeated views of one page now
 * count once per VIEW_SESSION_MS, and the repeats write no row.
 */
describe('one view per visit: repeats within 30 minutes add nothing', () => {
  let t: TestApp;
  let clock: TestClock;
  let ana: Creator;
  let eventId: number;

  const IP = '203.0.113.30';
  const beacon = (body: object, ua = PHONE_BROWSER, ip = IP) =>
    t.app.inject({
      method: 'POST',
      url: TRACK_VIEW_PATH,
      headers: { 'user-agent': ua, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    });
  const pixel = (url: string, ip = IP) =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': PHONE_BROWSER }, remoteAddress: ip });
  const appBeacon = async (ip = IP) =>
    json<{ counted: boolean }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/public/${ana.user.username}/view`,
        headers: { 'user-agent': PHONE_BROWSER },
        payload: { page: 'profile' },
        remoteAddress: ip,
      }),
    ).counted;
  const rows = async () => {
    await t.deps.tracking.flushViews();
    return t.database.db
      .selectFrom('page_views')
      .select(['page', 'event_id', 'visitor_hash'])
      .where('user_id', '=', ana.user.id)
      .orderBy('id')
      .execute();
  };
  const overview = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stats/overview?period=7d${query}`,
      headers: ana.headers,
    });
    return json<{ data: StatsOverview }>(res).data;
  };

  beforeAll(async () => {
    clock = new TestClock(new Date('2026-03-10T15:00:00.000Z'));
    t = await createTestApp({ clock });
    ana = await registerVerifiedCreator(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: ana.headers,
      payload: { title: 'Peña', event_date: '2026-06-01', location: 'Rosario' },
    });
    eventId = json<{ data: { event: { id: number } } }>(res).data.event.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts 100 images and 100 beacons of one visitor, sent at once, as one view and writes one row', async () => {
    const profile = { username: ana.user.username, page: 'profile' as const };
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, () => pixel(trackViewPixelUrl(profile))),
      ...Array.from({ length: 100 }, () => beacon(profile)),
    ]);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 204)).toBe(true);
    expect(await rows()).toHaveLength(1);
    const stats = await overview();
    expect([stats.totalViews, stats.uniqueViews]).toEqual([1, 1]);
    // The app's own beacon is the same visit, and says so.
    expect(await appBeacon()).toBe(false);
    expect(await rows()).toHaveLength(1);
  });

  it('counts the same visitor again once the visit is over, and each page of theirs once', async () => {
    clock.advance(VIEW_SESSION_MS - 1_000);
    expect(await appBeacon()).toBe(false);
    await beacon({ username: ana.user.username, page: 'event', event_id: eventId });
    await beacon({ username: ana.user.username, page: 'event', event_id: eventId });
    await beacon({ username: ana.user.username, page: 'events' });
    expect((await rows()).map((r) => [r.page, r.event_id])).toEqual([
      ['profile', null],
      ['event', eventId],
      ['events', null],
    ]);
    clock.advance(1_000);
    expect(await appBeacon()).toBe(true);
    expect(await appBeacon()).toBe(false);
    const stats = await overview();
    expect([stats.totalViews, stats.uniqueViews]).toEqual([2, 1]);
    const event = await overview(`&eventId=${eventId}`);
    expect([event.totalViews, event.uniqueViews]).toEqual([1, 1]);
  });

  it('keeps other visitors apart: another address or another browser is another visit', async () => {
    const before = (await rows()).length;
    expect(await appBeacon('198.51.100.31')).toBe(true);
    await beacon({ username: ana.user.username, page: 'profile' }, `${PHONE_BROWSER} Edg/126`);
    await beacon({ username: ana.user.username, page: 'profile' }, `${PHONE_BROWSER} Edg/126`);
    expect(await rows()).toHaveLength(before + 2);
  });

  it('forgets finished visits with the per-IP places: the table does not grow with old visitors', async () => {
    const sessions = () =>
      t.database.db.selectFrom('tracking_caps').select('bucket').where('bucket', 'like', 'view:%').execute();
    expect((await sessions()).length).toBeGreaterThan(0);
    clock.advance(3 * 60 * 60_000);
    // A view now and then purges what is older than two hours.
    expect(await appBeacon('192.0.2.99')).toBe(true);
    await expect.poll(async () => (await sessions()).length).toBe(1);
  });

  it('counts batched beacons exactly: a crowd, its repeats and an address past its cap, then the visit boundary to the millisecond', async () => {
    const bea = await registerVerifiedCreator(t);
    const profile = { username: bea.user.username, page: 'profile' as const };
    const browser = (n: number) => `${PHONE_BROWSER} Crowd/${n}`;
    // 150 addresses with 2 visitors each, every visitor's beacon sent 3 times, all at once; and 12
    // new visitors behind one address, of whom the per-IP cap counts 10.
    const sent = [];
    for (let a = 0; a < 150; a += 1) {
      for (let v = 0; v < 2; v += 1) {
        for (let r = 0; r < 3; r += 1) sent.push(beacon(profile, browser(v), `10.1.${a >> 8}.${a & 255}`));
      }
    }
    for (let v = 0; v < 12; v += 1) sent.push(beacon(profile, browser(100 + v), '198.51.100.200'));
    expect((await Promise.all(sent)).every((a) => a.statusCode === 204)).toBe(true);
    await t.deps.tracking.flushViews();
    const counted = async () => {
      await t.deps.tracking.flushViews();
      const [views, daily, devices] = await Promise.all([
        t.database.db
          .selectFrom('page_views')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', bea.user.id)
          .executeTakeFirstOrThrow(),
        t.database.db
          .selectFrom('stats_daily_views')
          .select(['views', 'unique_views'])
          .where('user_id', '=', bea.user.id)
          .execute(),
        t.database.db
          .selectFrom('stats_daily_dimensions')
          .select('visits')
          .where('user_id', '=', bea.user.id)
          .where('dimension', '=', 'device')
          .execute(),
      ]);
      return {
        rows: Number(views.n),
        daily: daily.map((d) => [Number(d.views), Number(d.unique_views)]),
        devices: devices.reduce((sum, d) => sum + Number(d.visits), 0),
      };
    };
    expect(await counted()).toEqual({ rows: 310, daily: [[310, 310]], devices: 310 });

    // The visit ends VIEW_SESSION_MS after it started: a millisecond before, a repeat; at it, a view.
    const one = () => beacon(profile, browser(0), '10.1.0.0');
    clock.advance(VIEW_SESSION_MS - 1);
    await one();
    expect((await counted()).rows).toBe(310);
    clock.advance(1);
    await one();
    expect(await counted()).toEqual({ rows: 311, daily: [[311, 310]], devices: 311 });
  });
});
