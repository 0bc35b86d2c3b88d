import { TRACK_VIEW_PATH, trackViewPixelUrl } from '@enlaza/shared/tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_BROWSER } from '../../../test/public-page-html';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { registerVerifiedCreator } from '../../../test/verify-email';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { VIEW_SESSION_MS } from './tracking-caps';

type Creator = Awaited<ReturnType<typeof registerVerifiedCreator>>;

const browser = (i: number) =>
  `Mozilla/5.0 (Linux; Android 14; SM-A${500 + i}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${i} Mobile Safari/537.36`;

/**
 * Issue 23: a server-rendered page counts its own view once loaded (POST /api/track/view, or the
 * <noscript> image GET /api/track/view.gif), never while it renders, so a cache may keep the HTML.
 * The bot filter, the per-IP caps and the daily visitor hash apply as to every view.
 */
describe('views told by the page: beacon and <noscript> image', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let clock: TestClock;
  let ana: Creator;
  let eventId: number;

  const beacon = (body: object | string, ua = PHONE_BROWSER, ip = '203.0.113.5', headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: TRACK_VIEW_PATH,
      headers: { 'user-agent': ua, 'content-type': 'text/plain;charset=UTF-8', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: ip,
    });
  const views = async (userId = ana.user.id) => {
    await t.deps.tracking.flushViews();
    return t.database.db
      .selectFrom('page_views')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  };

  beforeAll(async () => {
    clock = new TestClock(new Date('2026-03-10T15:00:00.000Z'));
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
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
    web.remove();
  });

  it('renders each page without counting it; the page names itself for the beacon and the image', async () => {
    const pages = [
      [`/u/${ana.user.username}`, { username: ana.user.username, page: 'profile' as const }],
      [`/u/${ana.user.username}/events`, { username: ana.user.username, page: 'events' as const }],
      [
        `/e/${ana.user.username}/${eventId}`,
        { username: ana.user.username, page: 'event' as const, eventId },
      ],
    ] as const;
    for (const [url, identity] of pages) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': PHONE_BROWSER } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`data-view-page="${identity.page}"`);
      expect(res.body, url).toContain(trackViewPixelUrl(identity).replaceAll('&', '&amp;'));
    }
    expect(await views()).toHaveLength(0);
  });

  it('counts the beacon (text/plain JSON) with 204 and no-store, the referrer host from the body, never the IP', async () => {
    const res = await beacon(
      { username: ana.user.username, page: 'profile', referrer: 'https://l.instagram.com/?u=secret-token' },
      PHONE_BROWSER,
      '198.51.100.5',
      { referer: `https://enlaza.example/u/${ana.user.username}` },
    );
    expect(res.statusCode).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
    await beacon(
      { username: ana.user.username.toUpperCase(), page: 'event', event_id: eventId },
      PHONE_BROWSER,
      '198.51.100.5',
    );
    await beacon({ username: ana.user.username, page: 'events' }, `${PHONE_BROWSER} Edg/126`, '198.51.100.5');
    const rows = await views();
    expect(rows.map((r) => [r.page, r.event_id, r.referrer])).toEqual([
      ['profile', null, 'l.instagram.com'],
      ['event', eventId, null],
      ['events', null, null],
    ]);
    // Same address and browser: one visitor; another browser: another visitor.
    expect(rows[0]?.visitor_hash).toBe(rows[1]?.visitor_hash);
    expect(rows[2]?.visitor_hash).not.toBe(rows[0]?.visitor_hash);
    expect(rows[0]?.day).toBe('2026-03-10');
    const stored = JSON.stringify([
      rows,
      await t.database.db.selectFrom('tracking_caps').selectAll().execute(),
    ]);
    expect(stored).not.toContain('198.51.100.5');
    expect(stored).not.toContain('secret-token');

    // The next day the same person is a new unique visitor: the salt rotates daily.
    clock.advance(86_400_000);
    await beacon({ username: ana.user.username, page: 'profile' }, PHONE_BROWSER, '198.51.100.5');
    const next = (await views()).at(-1);
    expect(next?.day).toBe('2026-03-11');
    expect(next?.visitor_hash).not.toBe(rows[0]?.visitor_hash);
  });

  it('answers the image as a 1×1 GIF, never cached, and counts it without a referrer (its Referer is the page)', async () => {
    const before = (await views()).length;
    const url = trackViewPixelUrl({ username: ana.user.username, page: 'event', eventId });
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: {
        'user-agent': PHONE_BROWSER,
        referer: `https://enlaza.example/e/${ana.user.username}/${eventId}`,
      },
      remoteAddress: '192.0.2.20',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    const rows = (await views()).slice(before);
    expect(rows.map((r) => [r.page, r.event_id, r.referrer])).toEqual([['event', eventId, null]]);
  });

  it('does not count crawlers, link previews, prefetches or the owner; refuses unknown pages, creators and events', async () => {
    const before = (await views()).length;
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1)', 'WhatsApp/2.23.20.0', 'curl/8.5.0', '']) {
      expect((await beacon({ username: ana.user.username, page: 'profile' }, ua)).statusCode, ua).toBe(204);
    }
    await beacon({ username: ana.user.username, page: 'profile' }, PHONE_BROWSER, '192.0.2.30', {
      'sec-purpose': 'prefetch',
    });
    const owner = await t.app.inject({
      method: 'POST',
      url: TRACK_VIEW_PATH,
      headers: { ...ana.headers, 'user-agent': PHONE_BROWSER },
      payload: { username: ana.user.username, page: 'profile' },
    });
    expect(owner.statusCode).toBe(204);
    expect(await views()).toHaveLength(before);

    expect((await beacon({ username: ana.user.username, page: 'admin' })).statusCode).toBe(400);
    expect((await beacon('{no es json')).statusCode).toBe(400);
    expect((await beacon({ username: 'nadie-aqui', page: 'profile' })).statusCode).toBe(404);
    // An event page names an event of that creator.
    const other = await registerVerifiedCreator(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: other.headers,
      payload: { title: 'Otra', event_date: '2026-06-01', location: 'Salta' },
    });
    const othersEvent = json<{ data: { event: { id: number } } }>(res).data.event.id;
    expect(
      (await beacon({ username: ana.user.username, page: 'event', event_id: othersEvent })).statusCode,
    ).toBe(404);
    expect((await beacon({ username: ana.user.username, page: 'event' })).statusCode).toBe(404);
    expect(await views()).toHaveLength(before);
  });

  it('holds the per-IP cap: 10 visitors per address per creator per hour, whatever the user agents', async () => {
    const fresh = await registerVerifiedCreator(t);
    const open = (i: number) =>
      beacon({ username: fresh.user.username, page: 'profile' }, browser(i), '203.0.113.99');
    // Twelve browsers one after another: the first ten are visitors, the last two are refused.
    for (let i = 0; i < 12; i += 1) await open(i);
    await t.deps.tracking.flushViews();
    // Half an hour later, in the same hour, 25 at once: the ten known visitors count again (a new
    // visit of theirs), the fifteen others do not.
    clock.advance(VIEW_SESSION_MS);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => open(i)));
    expect(answers.every((a) => a.statusCode === 204)).toBe(true);
    const rows = await views(fresh.user.id);
    expect(new Set(rows.map((r) => r.visitor_hash)).size).toBe(10);
    expect(rows).toHaveLength(20);
  });

  it('finds the creator through the public cache, which a rename forgets at once: the old name is 404, the new one counts', async () => {
    const renamed = await registerVerifiedCreator(t);
    const old = renamed.user.username;
    const at = (username: string) => beacon({ username, page: 'profile' }, PHONE_BROWSER, '198.51.100.77');
    expect((await at(old)).statusCode).toBe(204);
    const fresh = `${old.slice(0, 20)}-nuevo`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: renamed.headers,
      payload: { username: fresh },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await at(old)).statusCode).toBe(404);
    clock.advance(VIEW_SESSION_MS);
    expect((await at(fresh)).statusCode).toBe(204);
    expect(await views(renamed.user.id)).toHaveLength(2);
  });
});
