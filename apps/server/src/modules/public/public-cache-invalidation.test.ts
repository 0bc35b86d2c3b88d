import type { PublicEvent, PublicProfile } from '@enlaza/shared/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { InProcessPublicCache } from './in-process-public-cache';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/**
 * Cached entries are told apart from fresh reads by changing a row behind the app's back (straight in
 * the database): a cached page still shows the old value. The cache lives a minute here, so nothing
 * expires by itself while a test runs on a slow machine.
 */
describe('public read cache: invalidation by the writing service, per creator', () => {
  let t: TestApp;
  let ana: Creator;
  let bruno: Creator;
  const links: Record<string, number> = {};

  const profile = async (who: Creator | string) => {
    const username = typeof who === 'string' ? who : who.user.username;
    const res = await t.app.inject({ method: 'GET', url: `/api/public/${username}` });
    return {
      status: res.statusCode,
      user: res.statusCode === 200 ? json<{ data: { user: PublicProfile } }>(res).data.user : null,
    };
  };
  const name = async (who: Creator) => (await profile(who)).user?.full_name;
  /** Changes the name in the database only: what the API shows next tells whether it was cached. */
  const renameBehindTheBack = (who: Creator, fullName: string) =>
    t.database.db.updateTable('users').set({ full_name: fullName }).where('id', '=', who.user.id).execute();
  const send = (who: Creator, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    const clock = new TestClock(new Date('2026-03-10T18:00:00.000Z'));
    t = await createTestApp({ clock, publicCache: new InProcessPublicCache(clock, 60_000) });
    ana = await registerCreator(t.app, { full_name: 'Ana Original' });
    bruno = await registerCreator(t.app, { full_name: 'Bruno Original' });
    for (const who of [ana, bruno]) {
      const res = await send(who, 'POST', '/api/links', {
        title: 'Tienda',
        url: 'https://example.com/tienda',
      });
      links[who.user.username] = json<{ data: { link: { id: number } } }>(res).data.link.id;
    }
  });
  afterAll(() => t.close());

  it('keeps every cached page when a write is refused (400), even the writing creator’s', async () => {
    expect(await name(ana)).toBe('Ana Original');
    expect(await name(bruno)).toBe('Bruno Original');
    await renameBehindTheBack(ana, 'Ana Cambiada');
    await renameBehindTheBack(bruno, 'Bruno Cambiado');
    const refused = [
      await send(ana, 'PUT', `/api/links/${links[ana.user.username]}`, { url: 'no es una url' }),
      await send(ana, 'POST', '/api/links', {}),
      await send(bruno, 'PUT', '/api/users/profile', { full_name: '' }),
      await send(ana, 'POST', '/api/goals', { title: '', target_amount: -1 }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    // A write answered 404 leaves them too.
    expect((await send(ana, 'DELETE', '/api/links/999999')).statusCode).toBe(404);
    expect(await name(ana)).toBe('Ana Original');
    expect(await name(bruno)).toBe('Bruno Original');
  });

  it("shows a successful write on the very next request and keeps the other creator's page cached", async () => {
    const linkId = links[ana.user.username];
    const res = await send(ana, 'PUT', `/api/links/${linkId}`, { title: 'Tienda nueva' });
    expect(res.statusCode).toBe(200);
    const next = await profile(ana);
    expect(next.user?.links.map((l) => l.title)).toEqual(['Tienda nueva']);
    // Ana's entry was rebuilt (her name from the database shows); Bruno's survived.
    expect(next.user?.full_name).toBe('Ana Cambiada');
    expect(await name(bruno)).toBe('Bruno Original');
  });

  it("drops a creator's events, event page and profile on each kind of write, never another's", async () => {
    await name(bruno);
    const created = await send(ana, 'POST', '/api/events', {
      title: 'Feria',
      event_date: '2026-03-20',
      location: 'Rosario',
      category: 'exhibition',
    });
    expect(created.statusCode).toBe(201);
    const eventId = json<{ data: { event: { id: number } } }>(created).data.event.id;
    const eventTitle = async () => {
      const r = await t.app.inject({ method: 'GET', url: `/api/public/events/${eventId}` });
      return json<{ data: { event: PublicEvent } }>(r).data.event.title;
    };
    const listTitles = async () => {
      const r = await t.app.inject({ method: 'GET', url: `/api/public/${ana.user.username}/events` });
      return json<{ data: { events: PublicEvent[] } }>(r).data.events.map((e) => e.title);
    };
    expect(await eventTitle()).toBe('Feria');
    expect(await listTitles()).toEqual(['Feria']);
    expect((await send(ana, 'PUT', `/api/events/${eventId}`, { title: 'Feria de otoño' })).statusCode).toBe(
      200,
    );
    expect(await eventTitle()).toBe('Feria de otoño');
    expect(await listTitles()).toEqual(['Feria de otoño']);

    const goal = await send(ana, 'POST', '/api/goals', {
      title: 'Tableta',
      description: 'Para dibujar',
      target_amount: 1000,
    });
    expect(goal.statusCode).toBe(201);
    expect((await profile(ana)).user?.goals.map((g) => g.title)).toEqual(['Tableta']);

    expect(
      (
        await send(ana, 'PUT', '/api/users/profile/theme', {
          primary_color: '#ec4899',
          accent_color: '#f59e0b',
          background_style: 'vibrant',
        })
      ).statusCode,
    ).toBe(200);
    expect((await profile(ana)).user?.theme.background_style).toBe('vibrant');

    expect(await name(bruno)).toBe('Bruno Original');
  });

  it('serves a renamed or newly registered creator at once (a cached "not found" does not stay)', async () => {
    const newName = `${ana.user.username}-nueva`;
    expect((await profile(newName)).status).toBe(404);
    const renamed = await send(ana, 'PUT', '/api/users/profile', { username: newName });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await profile(newName)).status).toBe(200);

    const wanted = `recien-${Date.now().toString(36)}`;
    expect((await profile(wanted)).status).toBe(404);
    await registerCreator(t.app, { username: wanted });
    expect((await profile(wanted)).status).toBe(200);
    expect(await name(bruno)).toBe('Bruno Original');
  });
});
