import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, linkClickCount, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

describe('click and view tracking', () => {
  let t: TestApp;
  let clock: TestClock;
  let ana: Creator;
  const links: Record<string, number> = {};

  const click = (id: number | string, ua = BROWSER, ip = '203.0.113.10') =>
    t.app.inject({
      method: 'POST',
      url: `/api/links/${id}/click`,
      headers: { 'user-agent': ua },
      remoteAddress: ip,
    });
  const clickCount = (id: number) => linkClickCount(t, id);
  /** A fresh session: the clock moves past the 7-day session life in these tests. */
  const signIn = async (who: Creator) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.body.email, password: who.body.password },
    });
    return { authorization: `Bearer ${json<{ data: { token: string } }>(res).data.token}` };
  };
  const clickRows = async (kind: string) =>
    t.database.db
      .selectFrom('link_clicks')
      .selectAll()
      .where('user_id', '=', ana.user.id)
      .where('kind', '=', kind)
      .execute();

  beforeAll(async () => {
    clock = new TestClock(new Date('2026-03-10T15:00:00.000Z'));
    t = await createTestApp({ clock });
    ana = await registerCreator(t.app);
    for (const key of ['shop', 'hidden']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/links',
        headers: ana.headers,
        payload: { title: key, url: `https://example.com/${key}` },
      });
      links[key] = json<{ data: { link: { id: number } } }>(res).data.link.id;
    }
    await t.app.inject({
      method: 'PUT',
      url: `/api/links/${links.hidden}`,
      headers: ana.headers,
      payload: { is_active: false },
    });
  });
  afterAll(() => t.close());

  describe('POST /api/links/{id}/click', () => {
    it('counts a click on an active link once per visitor every 10 seconds', async () => {
      const id = links.shop as number;
      const first = await click(id);
      expect(first.statusCode).toBe(200);
      expect(json(first)).toEqual({ success: true, counted: true });
      expect(json(await click(id))).toEqual({ success: true, counted: false });
      clock.advance(5_000);
      expect(json(await click(id))).toEqual({ success: true, counted: false });
      // Another person at the same moment counts.
      expect(json(await click(id, OTHER_BROWSER, '198.51.100.7'))).toEqual({ success: true, counted: true });
      clock.advance(6_000);
      expect(json(await click(id))).toEqual({ success: true, counted: true });
      expect(await clickCount(id)).toBe(3);
      const rows = await clickRows('link');
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatchObject({ link_id: id, url: 'https://example.com/shop', kind: 'link' });
      expect(rows[0]?.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain('203.0.113.10');
    });

    it('refuses hidden, unknown and malformed links with 404', async () => {
      for (const id of [links.hidden, 999999, 'abc', '0', '1.5']) {
        const res = await click(id as number);
        expect(res.statusCode, String(id)).toBe(404);
        expect(json(res)).toEqual({ message: 'Enlace no encontrado' });
      }
      expect(await clickCount(links.hidden as number)).toBe(0);
    });

    it('does not count crawlers, link previews or clients without a user agent', async () => {
      clock.advance(60_000);
      const before = await clickCount(links.shop as number);
      for (const ua of [
        'Googlebot/2.1 (+http://www.google.com/bot.html)',
        'WhatsApp/2.23.20.0',
        'curl/8.5.0',
        '',
      ]) {
        const res = await click(links.shop as number, ua, '192.0.2.99');
        expect(res.statusCode).toBe(200);
        expect(json(res)).toEqual({ success: true, counted: false });
      }
      expect(await clickCount(links.shop as number)).toBe(before);
    });

    it('feeds the dashboard: lifetime total and the change against the previous period', async () => {
      const id = links.shop as number;
      const stats = async () =>
        json<{ data: { clicksTotales: { value: number; percentage: number | null; trend: string | null } } }>(
          await t.app.inject({
            method: 'GET',
            url: '/api/stats/dashboard?period=7d',
            headers: await signIn(ana),
          }),
        ).data.clicksTotales;
      expect(await stats()).toEqual({ value: 3, percentage: null, trend: null });
      // A week later the three clicks belong to the previous period; one new click is -67%.
      clock.advance(7 * 86_400_000);
      await click(id, OTHER_BROWSER, '198.51.100.20');
      expect(await stats()).toEqual({ value: 4, percentage: -67, trend: 'down' });
    });
  });

  describe('POST /api/public/{username}/music-click', () => {
    const url = () => `/api/public/${ana.user.username}/music-click`;

    it('records a spotify click from JSON or from a beacon sent as text', async () => {
      const spotify = 'https://open.spotify.com/track/abc123';
      const json1 = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: { 'user-agent': BROWSER },
        payload: { url: spotify },
      });
      expect(json(json1)).toEqual({ success: true, counted: true });
      const beacon = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: { 'user-agent': OTHER_BROWSER, 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ url: spotify }),
      });
      expect(json(beacon)).toEqual({ success: true, counted: true });
      const rows = await clickRows('spotify');
      expect(rows.map((r) => [r.kind, r.url, r.link_id])).toEqual([
        ['spotify', spotify, null],
        ['spotify', spotify, null],
      ]);
    });

    it('refuses a missing or non-web URL and unknown creators', async () => {
      for (const payload of [{}, { url: 'javascript:alert(1)' }, { url: 'no es una url' }, { url: 42 }]) {
        const res = await t.app.inject({ method: 'POST', url: url(), payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(json(res)).toMatchObject({
          errors: [{ field: 'url', message: 'La URL de la música no es válida' }],
        });
      }
      const broken = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: { 'content-type': 'text/plain' },
        payload: '{no es json',
      });
      expect(broken.statusCode).toBe(400);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/public/nadie-por-aqui/music-click',
        payload: { url: 'https://open.spotify.com/track/x' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ message: 'Usuario no encontrado' });
    });
  });

  describe('POST /api/public/{username}/view', () => {
    const view = (headers: Record<string, string>, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/${ana.user.username}/view`,
        headers: { 'user-agent': BROWSER, ...headers },
        payload,
      });
    const views = async () =>
      t.database.db.selectFrom('page_views').selectAll().where('user_id', '=', ana.user.id).execute();

    it("counts a visitor's view but not the creator looking at their own page", async () => {
      const start = (await views()).length;
      expect(json(await view({}))).toEqual({ success: true, counted: true });
      expect(json(await view({}, { page: 'events' }))).toEqual({ success: true, counted: true });
      expect(json(await view(await signIn(ana)))).toEqual({ success: true, counted: false });
      const other = await registerCreator(t.app);
      expect(json(await view(other.headers, { page: 'event' }))).toEqual({ success: true, counted: true });
      const rows = (await views()).slice(start);
      expect(rows.map((r) => r.page)).toEqual(['profile', 'events', 'event']);
      expect((await view({}, { page: 'admin' })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/api/public/nadie-aqui/view' })).statusCode).toBe(
        404,
      );
    });
  });
});
