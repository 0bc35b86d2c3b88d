import type { FeaturedCreator } from '@enlaza/shared/featured';
import { TRACK_VIEW_PATH } from '@enlaza/shared/tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { registerVerifiedCreator } from '../../../test/verify-email';
import { IP_CAPS_PER_HOUR, VIEW_SESSION_MS } from './tracking-caps';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** A different, ordinary browser each time: what a script rotating user agents sends. */
const browser = (i: number) =>
  `Mozilla/5.0 (Linux; Android 14; SM-A${500 + i}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${i} Mobile Safari/537.36`;

describe('per-IP caps on views and clicks', () => {
  let t: TestApp;
  let clock: TestClock;
  let inflated: Creator;
  let popular: Creator;
  let linkId: number;

  const views = async (userId: number) =>
    t.database.db.selectFrom('page_views').selectAll().where('user_id', '=', userId).execute();
  /** The pages' beacons are written in batches: wait until they have settled. */
  const settledViews = async (userId: number, expected: number) => {
    await expect.poll(async () => (await views(userId)).length, { timeout: 15_000 }).toBe(expected);
    await new Promise((r) => setTimeout(r, 400));
    return views(userId);
  };
  /** A person opening the profile: the page's beacon once loaded (the render counts nothing). */
  const openPage = (who: Creator, ua: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: TRACK_VIEW_PATH,
      headers: { 'user-agent': ua, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ username: who.user.username, page: 'profile' }),
      remoteAddress: ip,
    });
  const click = (ua: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/links/${linkId}/click`,
      headers: { 'user-agent': ua },
      remoteAddress: ip,
    });
  const clickCount = async () =>
    (
      await t.database.db
        .selectFrom('links')
        .select('click_count')
        .where('id', '=', linkId)
        .executeTakeFirstOrThrow()
    ).click_count;
  const featured = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/featured-creators?period=7d' });
    return json<{ data: { creators: FeaturedCreator[] } }>(res).data.creators.map((c) => [
      c.username,
      c.stats.total_visits,
    ]);
  };

  beforeAll(async () => {
    clock = new TestClock(new Date('2026-03-10T15:00:00.000Z'));
    t = await createTestApp({ clock });
    // Verified: only verified creators are featured (issue 22).
    inflated = await registerVerifiedCreator(t);
    popular = await registerVerifiedCreator(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/links',
      headers: inflated.headers,
      payload: { title: 'Tienda', url: 'https://example.com/tienda' },
    });
    linkId = json<{ data: { link: { id: number } } }>(res).data.link.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts at most 10 visitors per IP per creator per hour, and ranks featured creators by unique visitors', async () => {
    expect(IP_CAPS_PER_HOUR).toEqual({ visitors: 10, clicks: 10 });
    for (let i = 0; i < 150; i += 1) {
      expect((await openPage(inflated, browser(i), '203.0.113.66')).statusCode).toBe(204);
    }
    // Eleven people on addresses of their own, each reloading (the same visit: counted once).
    for (let i = 0; i < 11; i += 1) {
      for (let reload = 0; reload < 2; reload += 1)
        await openPage(popular, browser(i), `198.51.100.${i + 1}`);
    }
    const counted = await settledViews(inflated.user.id, 10);
    expect(new Set(counted.map((v) => v.visitor_hash)).size).toBe(10);
    await settledViews(popular.user.id, 11);
    expect(await featured()).toEqual([
      [popular.user.username, 11],
      [inflated.user.username, 10],
    ]);
  });

  it('still records the views of a visitor already counted, and the beacon of a new one is refused', async () => {
    const before = (await views(inflated.user.id)).length;
    // Another visit of theirs in the same hour: half an hour after the first.
    clock.advance(VIEW_SESSION_MS);
    await openPage(inflated, browser(0), '203.0.113.66');
    await settledViews(inflated.user.id, before + 1);
    const beacon = await t.app.inject({
      method: 'POST',
      url: `/api/public/${inflated.user.username}/view`,
      headers: { 'user-agent': browser(500) },
      remoteAddress: '203.0.113.66',
    });
    expect(json(beacon)).toEqual({ success: true, counted: false });
    // The same browser from another address is someone else.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/public/${inflated.user.username}/view`,
      headers: { 'user-agent': browser(500) },
      remoteAddress: '192.0.2.40',
    });
    expect(json(elsewhere)).toEqual({ success: true, counted: true });
    // The cap is per creator: the same address still counts on another creator's page.
    const otherCreator = await t.app.inject({
      method: 'POST',
      url: `/api/public/${popular.user.username}/view`,
      headers: { 'user-agent': browser(500) },
      remoteAddress: '203.0.113.66',
    });
    expect(json(otherCreator)).toEqual({ success: true, counted: true });
  });

  it('counts at most 10 clicks per IP per creator per hour, even with a new browser each time', async () => {
    const answers = [];
    for (let i = 0; i < 60; i += 1)
      answers.push(json<{ counted: boolean }>(await click(browser(i), '203.0.113.77')));
    expect(answers.filter((a) => a.counted)).toHaveLength(IP_CAPS_PER_HOUR.clicks);
    expect(await clickCount()).toBe(10);
    // Another address still counts; the next hour the first one counts again.
    expect(json(await click(browser(1), '198.51.100.200'))).toEqual({ success: true, counted: true });
    clock.advance(60 * 60_000);
    expect(json(await click(browser(61), '203.0.113.77'))).toEqual({ success: true, counted: true });
    expect(await clickCount()).toBe(12);
  });

  it('holds the cap under parallel requests', async () => {
    clock.advance(60 * 60_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => click(browser(100 + i), '203.0.113.88')),
    );
    expect(answers.filter((a) => json<{ counted: boolean }>(a).counted)).toHaveLength(10);
    const beacons = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/public/${popular.user.username}/view`,
          headers: { 'user-agent': browser(200 + i) },
          remoteAddress: '203.0.113.88',
        }),
      ),
    );
    expect(beacons.filter((b) => json<{ counted: boolean }>(b).counted)).toHaveLength(10);
  });

  it('keeps only salted hashes of the addresses', async () => {
    const rows = await t.database.db.selectFrom('tracking_caps').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    for (const ip of ['203.0.113.66', '203.0.113.77', '203.0.113.88', '198.51.100.1']) {
      expect(stored).not.toContain(ip);
    }
  });
});
