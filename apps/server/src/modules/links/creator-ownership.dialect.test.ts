import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';

/**
 * Creator B tries every read and write on creator A's links, goal and events. Each attempt must be
 * refused (404, as if the row did not exist) and A's rows must stay exactly as they were.
 */
describe('a creator can only reach their own rows', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof registerCreator>>;
  let b: Awaited<ReturnType<typeof registerCreator>>;
  const ids = { links: [] as number[], goal: 0, event: 0 };

  const snapshot = async () => {
    const db = t.database.db;
    const userId = a.user.id;
    return JSON.stringify({
      user: await db.selectFrom('users').selectAll().where('id', '=', userId).execute(),
      links: await db.selectFrom('links').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      goals: await db.selectFrom('goals').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      events: await db.selectFrom('events').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await registerCreator(t.app);
    b = await registerCreator(t.app);
    for (const title of ['Instagram de A', 'Tienda de A']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/links',
        headers: a.headers,
        payload: { title, url: 'https://example.com/a' },
      });
      ids.links.push(json<{ data: { link: { id: number } } }>(res).data.link.id);
    }
    const goal = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: a.headers,
      payload: { title: 'Meta de A', description: 'Solo de A', target_amount: 5000 },
    });
    ids.goal = json<{ data: { goal: { id: number } } }>(goal).data.goal.id;
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: a.headers,
      payload: { title: 'Show de A', location: 'Rosario', event_date: '2099-01-01' },
    });
    ids.event = json<{ data: { event: { id: number } } }>(event).data.event.id;
    // B has rows of their own, so "nothing found" is not just an empty account.
    await t.app.inject({
      method: 'POST',
      url: '/api/links',
      headers: b.headers,
      payload: { title: 'Enlace de B', url: 'https://example.com/b' },
    });
  });
  afterAll(() => t.close());

  it('refuses every read and write by id and leaves A byte-identical', async () => {
    const before = await snapshot();
    const [linkA, linkA2] = ids.links as [number, number];
    const bLinks = json<{ data: { links: { id: number }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/links', headers: b.headers }),
    ).data.links.map((l) => ({ id: l.id }));

    const attempts: { method: 'GET' | 'PUT' | 'DELETE' | 'POST'; url: string; payload?: object }[] = [
      { method: 'GET', url: `/api/links/${linkA}` },
      {
        method: 'PUT',
        url: `/api/links/${linkA}`,
        payload: { title: 'Robado', url: 'https://evil.example' },
      },
      { method: 'PUT', url: `/api/links/${linkA}`, payload: { is_active: false } },
      { method: 'PUT', url: `/api/links/${linkA}`, payload: { title: '' } },
      { method: 'DELETE', url: `/api/links/${linkA}` },
      { method: 'PUT', url: '/api/links/reorder', payload: { links: [{ id: linkA2 }, { id: linkA }] } },
      { method: 'PUT', url: '/api/links/reorder', payload: { links: [...bLinks, { id: linkA }] } },
      { method: 'GET', url: `/api/goals/${ids.goal}` },
      {
        method: 'PUT',
        url: `/api/goals/${ids.goal}`,
        payload: { title: 'Robado', description: 'x', target_amount: 1 },
      },
      { method: 'PUT', url: `/api/goals/${ids.goal}`, payload: { is_active: false } },
      { method: 'PUT', url: `/api/goals/${ids.goal}`, payload: { title: '' } },
      { method: 'GET', url: `/api/events/${ids.event}` },
      { method: 'PUT', url: `/api/events/${ids.event}`, payload: { title: 'Robado' } },
      { method: 'PUT', url: `/api/events/${ids.event}`, payload: { status: 'cancelled' } },
      { method: 'PUT', url: `/api/events/${ids.event}`, payload: { title: '' } },
      { method: 'DELETE', url: `/api/events/${ids.event}` },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: b.headers });
      // A body the route's schema refuses is answered 400 before any row is looked up, for any id alike.
      const invalid = JSON.stringify(attempt.payload) === '{"title":""}';
      expect(
        invalid ? [400, 404] : [403, 404],
        `${attempt.method} ${attempt.url} ${JSON.stringify(attempt.payload)}`,
      ).toContain(res.statusCode);
    }

    // Lists and figures only ever hold B's own rows.
    const lists = await Promise.all(
      ['/api/links', '/api/goals', '/api/events', '/api/stats/dashboard'].map(
        async (url) => (await t.app.inject({ method: 'GET', url, headers: b.headers })).body,
      ),
    );
    for (const body of lists) expect(body).not.toContain('de A');
    expect((JSON.parse(lists[1] ?? '{}') as { data: { goal: unknown } }).data.goal).toBeNull();
    expect(
      (JSON.parse(lists[3] ?? '{}') as { data: { clicksTotales: { value: number } } }).data.clicksTotales
        .value,
    ).toBe(0);

    // Writes that name A in the body act on B only.
    await t.app.inject({
      method: 'POST',
      url: '/api/links',
      headers: b.headers,
      payload: { title: 'Intento', url: 'https://example.com', user_id: a.user.id, id: linkA },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: b.headers,
      payload: { id: a.user.id, user_id: a.user.id, bio: 'Soy B' },
    });

    expect(await snapshot()).toBe(before);
    // A still sees everything of theirs.
    const aLinks = json<{ data: { links: { id: number }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/links', headers: a.headers }),
    ).data.links.map((l) => l.id);
    expect(aLinks).toEqual(ids.links);
  });
});
