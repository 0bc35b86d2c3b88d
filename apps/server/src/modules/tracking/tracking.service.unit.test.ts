import { argentinaToday, EVENT_MESSAGES } from '@enlaza/shared/events';
import { LINK_MESSAGES } from '@enlaza/shared/links';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { SUSPENSION_MESSAGES } from '@enlaza/shared/reports';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeLog } from '../../../test/fakes/fake-log';
import { FakeTrackingStore } from '../../../test/fakes/fake-tracking-store';
import { noDatabase } from '../../../test/fakes/no-database';
import { unitConfig } from '../../../test/fakes/unit-config';
import { TestClock } from '../../../test/test-clock';
import type { Visitor, VisitTraits } from '../../ports/page-visits';
import { TrackingService } from './tracking.service';
import { IP_CAPS_PER_HOUR } from './tracking-caps';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const traits: VisitTraits = {
  country: 'AR',
  province: 'Córdoba',
  device: 'mobile',
  browser: 'Chrome',
  os: 'Android',
};

const logs: FakeLog[] = [];

function build() {
  const store = new FakeTrackingStore();
  const log = new FakeLog();
  logs.push(log);
  // 15:00 UTC: noon in Argentina, the same Argentine day for the hours the tests move on.
  const clock = new TestClock(new Date('2026-11-20T15:00:00.000Z'));
  const tracking = new TrackingService({ config: unitConfig(), database: noDatabase, clock, log }, store);
  store.creators.push(
    { id: 7, username: 'ana', suspended_at: null, deleted_at: null },
    { id: 8, username: 'beto', suspended_at: null, deleted_at: null },
    { id: 9, username: 'susi', suspended_at: '2026-11-01T00:00:00.000Z', deleted_at: null },
  );
  const link = (id: number, userId: number, extra: Partial<(typeof store.links)[number]> = {}) =>
    store.links.push({
      id,
      user_id: userId,
      url: `https://ejemplo.com/${id}`,
      is_active: 1,
      starts_at: null,
      ends_at: null,
      click_count: 0,
      ...extra,
    });
  link(1, 7);
  link(2, 7);
  link(3, 9);
  link(4, 7, { is_active: 0 });
  link(5, 7, { starts_at: '2026-12-01T00:00:00.000Z' });
  store.socials.push(
    { id: 1, user_id: 7, network: 'instagram', url: 'https://instagram.com/ana', click_count: 0 },
    { id: 2, user_id: 9, network: 'instagram', url: 'https://instagram.com/susi', click_count: 0 },
  );
  store.events.push({ id: 50, user_id: 7 }, { id: 60, user_id: 8 });
  /** Visitor `n` from address `address`, on the clock's Argentine day (hashes rotate daily). */
  const visitor = (n: number, address = 'a'): Visitor => ({
    ignored: false,
    hash: `visitante-${n}`,
    day: argentinaToday(clock.now()),
    ipHash: `direccion-${address}`,
    traits,
  });
  const profileViews = (userId: number) => store.dailyViews.find((r) => r.user_id === userId);
  return { tracking, store, clock, log, visitor, profileViews };
}

/** A request as Fastify hands it over; only what `visitor()` reads. */
function request(headers: Record<string, string>): FastifyRequest {
  return { headers, ip: '203.0.113.9', method: 'GET' } as unknown as FastifyRequest;
}

describe('TrackingService (fakes, no database)', () => {
  // The database is a proxy that throws on use; the service's background work (the caps' purge, the
  // view buffer) would only log such a failure, so a clean log is part of every test's answer.
  afterEach(() => {
    for (const log of logs.splice(0)) expect(log.lines).toEqual([]);
  });

  it('counts a view once per visitor and page in 30 minutes, writing no row for the repeats, and again after', async () => {
    const { tracking, store, clock, visitor, profileViews } = build();
    expect(await tracking.recordView(7, 'profile', visitor(1), 'https://www.instagram.com/x')).toBe(true);
    // The rules' own figures (30 minutes here, 10 seconds for clicks), so a changed constant fails.
    clock.advance(30 * MINUTE - 1000);
    expect(await tracking.recordView(7, 'profile', visitor(1), undefined)).toBe(false);
    expect(store.pageViews).toHaveLength(1);
    expect(profileViews(7)).toMatchObject({ views: 1, unique_views: 1 });
    // Another page of the same creator, or another visitor, is a visit of its own.
    expect(await tracking.recordView(7, 'events', visitor(1), undefined)).toBe(true);
    expect(await tracking.recordView(7, 'profile', visitor(2), undefined)).toBe(true);
    clock.advance(1000);
    expect(await tracking.recordView(7, 'profile', visitor(1), undefined)).toBe(true);
    expect(store.pageViews.map((v) => [v.page, v.visitor_hash])).toEqual([
      ['profile', 'visitante-1'],
      ['events', 'visitante-1'],
      ['profile', 'visitante-2'],
      ['profile', 'visitante-1'],
    ]);
    // The roll-ups count profile views; the same visitor is one unique visitor of the day.
    expect(profileViews(7)).toMatchObject({ views: 3, unique_views: 2 });
    expect(store.dailyReferrers.map((r) => [r.site, r.visits])).toEqual([
      ['instagram.com', 1],
      ['', 2],
    ]);
    expect(store.dailyDimensions.find((r) => r.dimension === 'province')).toMatchObject({
      value: 'Córdoba',
      visits: 3,
    });
  });

  it(`counts at most ${IP_CAPS_PER_HOUR.visitors} new visitors per address and creator an hour; those counted keep counting`, async () => {
    const { tracking, store, clock, visitor, profileViews } = build();
    for (let n = 1; n <= IP_CAPS_PER_HOUR.visitors; n++) {
      expect(await tracking.recordView(7, 'profile', visitor(n), undefined)).toBe(true);
    }
    expect(await tracking.recordView(7, 'profile', visitor(99), undefined)).toBe(false);
    expect(store.pageViews.some((v) => v.visitor_hash === 'visitante-99')).toBe(false);
    // A visitor already counted from the address this hour is not a new place.
    expect(await tracking.recordView(7, 'events', visitor(1), undefined)).toBe(true);
    // Another address, and another creator, have places of their own.
    expect(await tracking.recordView(7, 'profile', visitor(99, 'b'), undefined)).toBe(true);
    expect(await tracking.recordView(8, 'profile', visitor(99), undefined)).toBe(true);
    expect(profileViews(7)).toMatchObject({ views: IP_CAPS_PER_HOUR.visitors + 1 });
    // The next UTC hour has its places again.
    clock.advance(HOUR);
    expect(await tracking.recordView(7, 'profile', visitor(99), undefined)).toBe(true);
  });

  it('forgets the per-IP places of past hours now and then', async () => {
    const { tracking, store, clock, visitor } = build();
    await tracking.recordView(7, 'profile', visitor(1), undefined);
    expect(store.caps.length).toBeGreaterThan(0);
    clock.advance(2 * HOUR + 11 * MINUTE);
    await tracking.recordView(8, 'profile', visitor(2), undefined);
    // The purge runs beside the count; it has finished once the event loop turns.
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.caps.every((place) => place.created_at === clock.now().toISOString())).toBe(true);
  });

  it('ignores crawlers, link previews and prefetches: nothing is counted or written', async () => {
    const { tracking, store } = build();
    const ignored = [
      request({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
      request({ 'user-agent': 'WhatsApp/2.23' }),
      request({}),
      request({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126', 'sec-purpose': 'prefetch' }),
    ];
    for (const req of ignored) {
      const visitor = tracking.visitor(req);
      expect(visitor).toMatchObject({ ignored: true, traits: null });
      expect(tracking.visitorHash(req)).toBeNull();
      expect(await tracking.recordView(7, 'profile', visitor, undefined)).toBe(false);
      expect(await tracking.countOpenedPage(visitor, opened(7))).toBe(false);
      expect(await tracking.recordLinkClick(1, visitor)).toBe(false);
      expect(await tracking.followSocial('ana', 'instagram', visitor)).toBe('https://instagram.com/ana');
      expect(await tracking.recordMusicClick('ana', 'https://open.spotify.com/x', visitor)).toBe(false);
      expect(await tracking.recordDonateOpened(7, visitor)).toBe(false);
    }
    await tracking.flushViews();
    expect([store.pageViews, store.linkClicks, store.caps, store.donateOpeners]).toEqual([[], [], [], []]);
    expect(store.links[0]?.click_count).toBe(0);
  });

  it('refuses unknown creators (404) and the links of suspended pages (403), counting nothing', async () => {
    const { tracking, store, visitor } = build();
    await expect(tracking.creatorId('nadie')).rejects.toMatchObject({
      statusCode: 404,
      message: PUBLIC_MESSAGES.userNotFound,
    });
    expect(await tracking.creatorId('Ana')).toBe(7);
    await expect(
      tracking.recordMusicClick('nadie', 'https://open.spotify.com/x', visitor(1)),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    const suspended = { statusCode: 403, message: SUSPENSION_MESSAGES.suspended };
    await expect(tracking.recordLinkClick(3, visitor(1))).rejects.toMatchObject(suspended);
    await expect(tracking.followLink(3, visitor(1))).rejects.toMatchObject(suspended);
    await expect(tracking.followSocial('susi', 'instagram', visitor(1))).rejects.toMatchObject(suspended);
    // Unknown, hidden and not-yet-scheduled links: 404 on the beacon, nowhere to go on /l/{id}.
    for (const linkId of [404, 4, 5]) {
      await expect(tracking.recordLinkClick(linkId, visitor(1))).rejects.toMatchObject({
        statusCode: 404,
        message: LINK_MESSAGES.notFound,
      });
      expect(await tracking.followLink(linkId, visitor(1))).toBeNull();
    }
    expect(await tracking.followSocial('ana', 'tiktok', visitor(1))).toBeNull();
    // An event's page is counted only for the creator the event belongs to.
    await expect(
      tracking.countOpenedPage(visitor(1), { ...opened(7), page: 'event', eventId: 60 }),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: EVENT_MESSAGES.notFound,
    });
    await tracking.flushViews();
    expect([store.pageViews, store.linkClicks, store.caps]).toEqual([[], [], []]);
    expect(store.links.map((l) => l.click_count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('counts a click once per visitor and link within 10 seconds, on the link and the daily roll-up', async () => {
    const { tracking, store, clock, visitor } = build();
    expect(await tracking.recordLinkClick(1, visitor(1))).toBe(true);
    expect(await tracking.recordLinkClick(1, visitor(1))).toBe(false);
    clock.advance(9_000);
    expect(await tracking.followLink(1, visitor(1))).toBe('https://ejemplo.com/1');
    // Another link, or another visitor, is a click of its own.
    expect(await tracking.recordLinkClick(2, visitor(1))).toBe(true);
    expect(await tracking.recordLinkClick(1, visitor(2))).toBe(true);
    clock.advance(1_000);
    expect(await tracking.followLink(1, visitor(1))).toBe('https://ejemplo.com/1');
    expect(store.links.slice(0, 2).map((l) => l.click_count)).toEqual([3, 1]);
    expect(store.linkClicks.map((c) => [c.kind, c.link_id, c.visitor_hash])).toEqual([
      ['link', 1, 'visitante-1'],
      ['link', 2, 'visitante-1'],
      ['link', 1, 'visitante-2'],
      ['link', 1, 'visitante-1'],
    ]);
    const day = argentinaToday(clock.now());
    expect(store.dailyClicks).toEqual([
      { user_id: 7, day, link_id: 1, clicks: 3 },
      { user_id: 7, day, link_id: 2, clicks: 1 },
    ]);
    expect(store.dailyDimensions.find((r) => r.dimension === 'device')).toMatchObject({
      clicks: 4,
      visits: 0,
    });
  });

  it('counts social icons (under link 0) and music clicks with the same repeat rule; music has no daily row', async () => {
    const { tracking, store, visitor } = build();
    expect(await tracking.followSocial('ANA', 'instagram', visitor(1))).toBe('https://instagram.com/ana');
    expect(await tracking.followSocial('ana', 'instagram', visitor(1))).toBe('https://instagram.com/ana');
    expect(await tracking.recordMusicClick('ana', 'https://open.spotify.com/x', visitor(1))).toBe(true);
    expect(await tracking.recordMusicClick('ana', 'https://open.spotify.com/x', visitor(1))).toBe(false);
    expect(await tracking.recordMusicClick('ana', 'https://open.spotify.com/y', visitor(1))).toBe(true);
    expect(store.socials[0]?.click_count).toBe(1);
    expect(store.linkClicks.map((c) => c.kind)).toEqual(['social', 'spotify', 'spotify']);
    expect(store.dailyClicks).toEqual([{ user_id: 7, day: expect.any(String), link_id: 0, clicks: 1 }]);
  });

  it(`counts at most ${IP_CAPS_PER_HOUR.clicks} clicks per address and creator an hour, even from new visitors`, async () => {
    const { tracking, store, visitor } = build();
    for (let n = 1; n <= IP_CAPS_PER_HOUR.clicks; n++) {
      expect(await tracking.recordLinkClick(1, visitor(n))).toBe(true);
    }
    expect(await tracking.recordLinkClick(1, visitor(99))).toBe(false);
    expect(await tracking.recordLinkClick(2, visitor(98))).toBe(false);
    expect(store.links[0]?.click_count).toBe(IP_CAPS_PER_HOUR.clicks);
    expect(store.linkClicks).toHaveLength(IP_CAPS_PER_HOUR.clicks);
    expect(await tracking.recordLinkClick(1, visitor(99, 'b'))).toBe(true);
  });

  it("records 'Aportar' opened once per visitor and day, within the per-IP cap", async () => {
    const { tracking, store, clock, visitor } = build();
    expect(await tracking.recordDonateOpened(7, visitor(1))).toBe(true);
    expect(await tracking.recordDonateOpened(7, visitor(1))).toBe(false);
    // A later hour of the same day: the day's row is there already.
    clock.advance(2 * HOUR);
    expect(await tracking.recordDonateOpened(7, visitor(1))).toBe(false);
    // An event's 'Aportar' is a step of its own page.
    clock.advance(HOUR);
    expect(await tracking.recordDonateOpened(7, visitor(1), 50)).toBe(true);
    expect(store.donateOpeners.map((o) => [o.event_id, o.visitor_hash])).toEqual([
      [0, 'visitante-1'],
      [50, 'visitante-1'],
    ]);
    // The next Argentine day the visitor opens it anew.
    clock.advance(24 * HOUR);
    expect(await tracking.recordDonateOpened(7, visitor(1))).toBe(true);
    for (let n = 2; n <= IP_CAPS_PER_HOUR.visitors; n++) await tracking.recordDonateOpened(7, visitor(n));
    expect(await tracking.recordDonateOpened(7, visitor(99))).toBe(false);
    expect(store.donateOpeners).toHaveLength(2 + IP_CAPS_PER_HOUR.visitors);
  });

  it("counts a server-rendered page's views in the next batch, one per visit and within the per-IP cap", async () => {
    const { tracking, store, visitor, profileViews } = build();
    await tracking.countOpenedPage(visitor(1), opened(7));
    await tracking.countOpenedPage(visitor(1), opened(7));
    await tracking.countOpenedPage(visitor(1), {
      ...opened(7),
      page: 'event',
      eventId: 50,
      search: '?utm_source=ig',
    });
    for (let n = 2; n <= IP_CAPS_PER_HOUR.visitors + 1; n++)
      await tracking.countOpenedPage(visitor(n), opened(7));
    expect(store.pageViews).toEqual([]);
    await tracking.flushViews();
    expect(store.pageViews).toHaveLength(1 + IP_CAPS_PER_HOUR.visitors);
    expect(store.pageViews.filter((v) => v.visitor_hash === 'visitante-1').map((v) => v.event_id)).toEqual([
      null,
      50,
    ]);
    expect(profileViews(7)).toMatchObject({
      views: IP_CAPS_PER_HOUR.visitors,
      unique_views: IP_CAPS_PER_HOUR.visitors,
    });
    expect(store.dailyDimensions.find((r) => r.event_id === 50 && r.dimension === 'campaign')).toMatchObject({
      value: 'ig',
      visits: 1,
    });
  });

  it('keeps nothing of a count whose transaction fails', async () => {
    const { tracking, store, visitor } = build();
    store.addDailyViews = async () => {
      throw new Error('disk full');
    };
    await expect(tracking.recordView(7, 'profile', visitor(1), undefined)).rejects.toThrow('disk full');
    expect([store.pageViews, store.caps, store.dailyVisitors]).toEqual([[], [], []]);
  });
});

function opened(userId: number) {
  return { userId, page: 'profile' as const, eventId: null, referrer: undefined, search: undefined };
}
