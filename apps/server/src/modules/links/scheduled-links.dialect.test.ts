import { LINK_MESSAGES } from '@enlaza/shared/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_BROWSER } from '../../../test/public-page-html';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';

type Creator = Awaited<ReturnType<typeof registerCreator>>;
interface LinkBody {
  id: number;
  title: string;
  starts_at: string | null;
  ends_at: string | null;
}
interface ErrorBody {
  errors?: { field: string; message: string }[];
}

/** 20:00 on 23/11/2026 in Buenos Aires (UTC−3). */
const NOW = new Date('2026-11-23T23:00:00.000Z');
const MINUTE = 60_000;

describe('scheduled links', () => {
  let t: TestApp;
  let clock: TestClock;
  let ana: Creator;

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: ana.headers, payload });
  const publicTitles = async () =>
    json<{ data: { user: { links: { title: string }[] } } }>(
      await t.app.inject({ method: 'GET', url: `/api/public/${ana.user.username}` }),
    ).data.user.links.map((l) => l.title);
  const topLinkTitles = async () =>
    json<{ data: { topLinks: { title: string }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/stats/dashboard', headers: ana.headers }),
    ).data.topLinks.map((l) => l.title);

  beforeAll(async () => {
    clock = new TestClock(NOW);
    t = await createTestApp({ clock });
    ana = await registerCreator(t.app);
  });
  afterAll(() => t.close());

  it('takes Argentine wall-clock bounds, stores them in UTC and gives them back in UTC', async () => {
    const res = await send('POST', '/api/links', {
      title: 'Preventa',
      url: 'https://example.com/preventa',
      starts_at: '2026-11-23T20:01',
      ends_at: '2026-11-23T22:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = json<{ data: { link: LinkBody } }>(res).data.link;
    expect(link).toMatchObject({
      starts_at: '2026-11-23T23:01:00.000Z',
      ends_at: '2026-11-24T01:00:00.000Z',
    });
    const row = await t.database.db
      .selectFrom('links')
      .select(['starts_at', 'ends_at'])
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ starts_at: '2026-11-23T23:01:00.000Z', ends_at: '2026-11-24T01:00:00.000Z' });
  });

  it('refuses bad bounds and an end before the start with Spanish field errors, changing nothing', async () => {
    const before = await t.database.db.selectFrom('links').selectAll().orderBy('id').execute();
    const cases: [object, string, string][] = [
      [{ starts_at: 'mañana' }, 'starts_at', LINK_MESSAGES.startsAtInvalid],
      [{ starts_at: '2026-02-30T10:00' }, 'starts_at', LINK_MESSAGES.startsAtInvalid],
      [{ ends_at: '2026-11-23T25:00' }, 'ends_at', LINK_MESSAGES.endsAtInvalid],
      [{ ends_at: 42 }, 'ends_at', LINK_MESSAGES.endsAtInvalid],
      [
        { starts_at: '2026-11-24T10:00', ends_at: '2026-11-24T10:00' },
        'ends_at',
        LINK_MESSAGES.endsBeforeStart,
      ],
      [
        { starts_at: '2026-11-24T10:00', ends_at: '2026-11-24T09:59' },
        'ends_at',
        LINK_MESSAGES.endsBeforeStart,
      ],
    ];
    for (const [bounds, field, message] of cases) {
      const res = await send('POST', '/api/links', { title: 'X', url: 'https://example.com', ...bounds });
      expect(res.statusCode, JSON.stringify(bounds)).toBe(400);
      expect(json<ErrorBody>(res).errors).toContainEqual({ field, message });
    }
    const [first] = before;
    if (!first) throw new Error('the first test creates a link');
    // An edit that sends only the end is checked against the start already stored.
    const edit = await send('PUT', `/api/links/${first.id}`, { ends_at: '2026-11-23T19:00' });
    expect(edit.statusCode).toBe(400);
    expect(json<ErrorBody>(edit).errors).toEqual([
      { field: 'ends_at', message: LINK_MESSAGES.endsBeforeStart },
    ]);
    expect(await t.database.db.selectFrom('links').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('shows a link to visitors only between its bounds, in the public page, top links and clicks', async () => {
    const created = await send('POST', '/api/links', { title: 'Siempre', url: 'https://example.com/s' });
    expect(created.statusCode).toBe(201);
    // 'Preventa' starts at 20:01: one minute from now.
    expect(await publicTitles()).toEqual(['Siempre']);
    expect(await topLinkTitles()).toEqual(['Siempre']);
    const preventa = json<{ data: { links: LinkBody[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/links', headers: ana.headers }),
    ).data.links.find((l) => l.title === 'Preventa');
    if (!preventa) throw new Error('Preventa missing');
    const click = () => t.app.inject({ method: 'POST', url: `/api/links/${preventa.id}/click` });
    expect((await click()).statusCode).toBe(404);

    clock.advance(MINUTE); // 20:01: the start is inclusive, and the cache does not hide it.
    expect(await publicTitles()).toEqual(['Preventa', 'Siempre']);
    expect(await topLinkTitles()).toContain('Preventa');
    expect((await click()).statusCode).toBe(200);

    clock.advance(119 * MINUTE); // 22:00: the end is exclusive.
    expect(await publicTitles()).toEqual(['Siempre']);
    expect(await topLinkTitles()).toEqual(['Siempre']);
  });

  it('clears a bound with null or a blank value', async () => {
    const list = json<{ data: { links: LinkBody[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/links', headers: ana.headers }),
    ).data.links;
    const preventa = list.find((l) => l.title === 'Preventa');
    if (!preventa) throw new Error('Preventa missing');
    const res = await send('PUT', `/api/links/${preventa.id}`, { starts_at: null, ends_at: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { link: LinkBody } }>(res).data.link).toMatchObject({
      starts_at: null,
      ends_at: null,
    });
    expect(await publicTitles()).toEqual(['Preventa', 'Siempre']);
  });
});

describe('a scheduled link on the server-rendered public page', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let clock: TestClock;
  let ana: Creator;

  const profileHtml = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/u/${ana.user.username}`,
      headers: { 'user-agent': PHONE_BROWSER },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    clock = new TestClock(NOW);
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir } });
    ana = await registerCreator(t.app);
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  // Was the browser journey's one-minute real wait (e2e/journeys/exports.test.ts): the page a visitor
  // reloads leaves the link out until its Argentine minute, then shows it, cache or not.
  it('leaves the link out until its minute comes, then shows it', async () => {
    for (const payload of [
      { title: 'Canción de Córdoba', url: 'https://example.com/cancion' },
      { title: 'Preventa del disco', url: 'https://example.com/preventa', starts_at: '2026-11-23T20:01' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/links', headers: ana.headers, payload });
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await profileHtml();
    expect(before).toContain('Canción de Córdoba');
    expect(before).not.toContain('Preventa del disco');

    clock.advance(MINUTE - 1_000); // 20:00:59
    expect(await profileHtml()).not.toContain('Preventa del disco');

    clock.advance(1_000); // 20:01, the link's start
    const after = await profileHtml();
    expect(after).toContain('Preventa del disco');
    expect(after).toContain('Canción de Córdoba');
  });
});
