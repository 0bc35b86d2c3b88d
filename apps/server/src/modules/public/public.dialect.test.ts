import type { PublicEvent, PublicProfile } from '@enlaza/shared/public';
import { DEFAULT_THEME } from '@enlaza/shared/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

// 15:00 in Buenos Aires on 10 March 2026.
const NOW = new Date('2026-03-10T18:00:00.000Z');
const ANA_THEME = { ...DEFAULT_THEME, primary_color: '#ec4899', background_style: 'vibrant' } as const;

type Creator = Awaited<ReturnType<typeof registerCreator>>;

describe('public API', () => {
  let t: TestApp;
  let clock: TestClock;
  let ana: Creator;
  let bruno: Creator;
  const ids: Record<string, number> = {};

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (who: Creator, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, payload });
  const put = (who: Creator, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: who.headers, payload });

  async function addEvent(who: Creator, key: string, fields: Record<string, unknown>) {
    const res = await post(who, '/api/events', { location: 'Rosario', ...fields });
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = json<{ data: { event: { id: number } } }>(res).data.event.id;
  }

  beforeAll(async () => {
    clock = new TestClock(NOW);
    t = await createTestApp({ clock });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    bruno = await registerCreator(t.app, { full_name: 'Bruno Otro' });
    await put(ana, '/api/users/profile', {
      full_name: 'Ana Prueba',
      username: ana.user.username,
      bio: 'Ilustradora de Córdoba',
      category_id: 2,
      theme: ANA_THEME,
    });
    for (const [key, title] of [
      ['first', 'Primero'],
      ['hidden', 'Oculto'],
      ['second', 'Segundo'],
    ] as const) {
      const res = await post(ana, '/api/links', { title, url: `https://example.com/${key}` });
      ids[key] = json<{ data: { link: { id: number } } }>(res).data.link.id;
    }
    await put(ana, `/api/links/${ids.hidden}`, { is_active: false });
    await put(ana, '/api/links/reorder', {
      links: [{ id: ids.second }, { id: ids.hidden }, { id: ids.first }],
    });
    const goal = await post(ana, '/api/goals', {
      title: 'Nueva tableta',
      description: 'Para dibujar',
      target_amount: 80000,
    });
    ids.goal = json<{ data: { goal: { id: number } } }>(goal).data.goal.id;
    await addEvent(ana, 'soon', {
      title: 'Feria',
      event_date: '2026-03-12',
      event_time: '18:00',
      category: 'exhibition',
    });
    await addEvent(ana, 'later', {
      title: 'Taller online',
      event_date: '2026-04-02',
      is_online: true,
      meeting_url: 'https://meet.example.com/taller',
      category: 'workshop',
      is_featured: true,
    });
    await addEvent(ana, 'latest', { title: 'Lanzamiento', event_date: '2026-05-20', category: 'launch' });
    await addEvent(ana, 'draft', { title: 'Borrador secreto', event_date: '2026-03-15', status: 'draft' });
    await addEvent(ana, 'cancelled', { title: 'Cancelado', event_date: '2026-03-16', status: 'cancelled' });
    // Already happened: created while it was still ahead, then the clock moves on.
    await addEvent(ana, 'todayEarly', {
      title: 'Charla de la mañana',
      event_date: '2026-03-10',
      event_time: '16:00',
    });
    await addEvent(bruno, 'bruno', { title: 'Evento de Bruno', event_date: '2026-03-20' });
    await post(bruno, '/api/links', { title: 'Enlace de Bruno', url: 'https://example.com/bruno' });
    clock.advance(2 * 3_600_000); // 17:00 in Buenos Aires: the 16:00 talk is past.
    await put(ana, `/api/events/${ids.todayEarly}`, { status: 'completed' });
  });
  afterAll(() => t.close());

  describe('GET /api/public/{username}', () => {
    it('presents the profile with active links in order, the goal and the next two events', async () => {
      const res = await get(`/api/public/${ana.user.username}`);
      expect(res.statusCode).toBe(200);
      const body = json<{ success: boolean; data: { user: PublicProfile; goal: unknown } }>(res);
      expect(body.success).toBe(true);
      const user = body.data.user;
      expect(user).toMatchObject({
        full_name: 'Ana Prueba',
        username: ana.user.username,
        bio: 'Ilustradora de Córdoba',
        profile_image: null,
        category: { icon: '🎨', name: 'Arte' },
        theme: ANA_THEME,
        spotify_connection: null,
        donations_enabled: false,
        has_more_events: true,
      });
      expect(user.links.map((l) => l.title)).toEqual(['Segundo', 'Primero']);
      expect(user.goals).toEqual([
        {
          id: ids.goal,
          title: 'Nueva tableta',
          description: 'Para dibujar',
          current_amount: 0,
          target_amount: 80000,
          percentage: 0,
          confirmed_transfers_amount: 0,
          is_active: true,
          indexing: null,
        },
      ]);
      expect(body.data.goal).toEqual(user.goals[0]);
      expect(user.upcoming_events.map((e) => e.title)).toEqual(['Feria', 'Taller online']);
      expect(user.upcoming_events[0]).toMatchObject({
        is_upcoming: true,
        status: 'published',
        category: 'exhibition',
      });
    });

    it('answers JSON, the same bytes to each read while the page is cached', async () => {
      const first = await get(`/api/public/${ana.user.username}`);
      const second = await get(`/api/public/${ana.user.username}`);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.body).toBe(first.body);
      expect(json<{ data: { user: PublicProfile } }>(second).data.user.username).toBe(ana.user.username);
    });

    it('lets nothing private out', async () => {
      const res = await get(`/api/public/${ana.user.username}`);
      const text = res.body;
      for (const secret of [
        ana.body.email,
        'password',
        'hash',
        'token',
        'Oculto',
        'Borrador secreto',
        'Cancelado',
      ]) {
        expect(text, secret).not.toContain(secret);
      }
      for (const other of ['Bruno', 'Enlace de Bruno']) expect(text).not.toContain(other);
      const user = json<{ data: { user: Record<string, unknown> } }>(res).data.user;
      for (const key of ['id', 'email', 'password_hash', 'role', 'created_at', 'category_id']) {
        expect(user, key).not.toHaveProperty(key);
      }
      const event = (user.upcoming_events as Record<string, unknown>[])[0] ?? {};
      for (const key of ['user_id', 'created_at', 'updated_at', 'geocoded_address']) {
        expect(event, key).not.toHaveProperty(key);
      }
    });

    it('finds a username in any case and answers 404 in Spanish otherwise', async () => {
      expect((await get(`/api/public/${ana.user.username.toUpperCase()}`)).statusCode).toBe(200);
      for (const name of ['nadie-por-aqui', '%3Cscript%3E', 'a'.repeat(40), 'con%20espacio']) {
        const res = await get(`/api/public/${name}`);
        expect(res.statusCode, name).toBe(404);
        expect(json(res)).toEqual({ message: 'Usuario no encontrado' });
      }
    });

    it('shows every active link, not only four (the limit of four is for previews)', async () => {
      const carla = await registerCreator(t.app);
      for (const n of [1, 2, 3, 4, 5, 6]) {
        const res = await post(carla, '/api/links', {
          title: `Enlace ${n}`,
          url: `https://example.com/${n}`,
        });
        if (n === 3) {
          const id = json<{ data: { link: { id: number } } }>(res).data.link.id;
          await put(carla, `/api/links/${id}`, { is_active: false });
        }
      }
      const body = json<{ data: { user: PublicProfile } }>(await get(`/api/public/${carla.user.username}`));
      expect(body.data.user.links.map((l) => l.title)).toEqual([
        'Enlace 1',
        'Enlace 2',
        'Enlace 4',
        'Enlace 5',
        'Enlace 6',
      ]);
    });

    it('shows no goal and an empty list for a creator who has nothing yet', async () => {
      const body = json<{ data: { user: PublicProfile; goal: unknown } }>(
        await get(`/api/public/${bruno.user.username}`),
      );
      expect(body.data.goal).toBeNull();
      expect(body.data.user.goals).toEqual([]);
      expect(body.data.user.category).toBeNull();
      expect(body.data.user.has_more_events).toBe(false);
      expect(body.data.user.upcoming_events.map((e) => e.title)).toEqual(['Evento de Bruno']);
    });
  });

  describe('reads served from memory', () => {
    it("show a creator's change at once, and what time has made past", async () => {
      const url = `/api/public/${bruno.user.username}`;
      const titles = async () =>
        json<{ data: { user: PublicProfile } }>(await get(url)).data.user.links.map((l) => l.title);
      expect(await titles()).toEqual(['Enlace de Bruno']);
      await post(bruno, '/api/links', { title: 'Nuevo enlace', url: 'https://example.com/nuevo' });
      expect(await titles()).toEqual(['Enlace de Bruno', 'Nuevo enlace']);
      const upcoming = async () =>
        json<{ data: { user: PublicProfile } }>(await get(url)).data.user.upcoming_events.map((e) => e.title);
      expect(await upcoming()).toEqual(['Evento de Bruno']);
      clock.advance(30 * 86_400_000);
      expect(await upcoming()).toEqual([]);
      clock.advance(-30 * 86_400_000);
      expect(await upcoming()).toEqual(['Evento de Bruno']);
    });
  });

  describe('GET /api/public/{username}/events', () => {
    type Page = {
      events: PublicEvent[];
      user: Record<string, unknown>;
      counts: { all: number; upcoming: number; past: number };
      pagination: { current_page: number; total_pages: number; total_events: number; has_more: boolean };
    };
    const events = async (query = '') => {
      const res = await get(`/api/public/${ana.user.username}/events${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return json<{ data: Page }>(res).data;
    };

    it('lists published and finished events, upcoming first, with counts per tab', async () => {
      const all = await events();
      expect(all.user).toEqual({
        username: ana.user.username,
        full_name: 'Ana Prueba',
        profile_image: null,
        theme: ANA_THEME,
      });
      expect(all.events.map((e) => e.title)).toEqual([
        'Feria',
        'Taller online',
        'Lanzamiento',
        'Charla de la mañana',
      ]);
      expect(all.counts).toEqual({ all: 4, upcoming: 3, past: 1 });
      expect(all.events.map((e) => e.is_upcoming)).toEqual([true, true, true, false]);
      expect((await events('?tab=upcoming')).events.map((e) => e.title)).toEqual([
        'Feria',
        'Taller online',
        'Lanzamiento',
      ]);
      const past = await events('?tab=past');
      expect(past.events.map((e) => e.title)).toEqual(['Charla de la mañana']);
      expect(past.pagination).toEqual({ current_page: 1, total_pages: 1, total_events: 1, has_more: false });
    });

    it('pages and filters by category', async () => {
      const first = await events('?limit=2&page=1');
      expect(first.events.map((e) => e.title)).toEqual(['Feria', 'Taller online']);
      expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total_events: 4, has_more: true });
      const second = await events('?limit=2&page=2');
      expect(second.events.map((e) => e.title)).toEqual(['Lanzamiento', 'Charla de la mañana']);
      const workshops = await events('?category=workshop');
      expect(workshops.events.map((e) => e.title)).toEqual(['Taller online']);
      expect(workshops.counts).toEqual({ all: 1, upcoming: 1, past: 0 });
    });

    it('refuses malformed queries and unknown creators', async () => {
      for (const query of ['?page=0', '?limit=500', '?category=fiesta', '?tab=futuro', '?page=1&page=2']) {
        const res = await get(`/api/public/${ana.user.username}/events${query}`);
        expect(res.statusCode, query).toBe(400);
      }
      const res = await get('/api/public/nadie-por-aqui/events');
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ message: 'Usuario no encontrado' });
    });
  });

  describe('GET /api/public/events', () => {
    it("lists every creator's upcoming published events with their organiser", async () => {
      const res = await get('/api/public/events');
      expect(res.statusCode).toBe(200);
      const data = json<{ data: { events: PublicEvent[]; pagination: { total_events: number } } }>(res).data;
      expect(data.events.map((e) => e.title)).toEqual([
        'Feria',
        'Evento de Bruno',
        'Taller online',
        'Lanzamiento',
      ]);
      expect(data.events[1]?.user).toEqual({
        username: bruno.user.username,
        full_name: 'Bruno Otro',
        profile_image: null,
        theme: DEFAULT_THEME,
      });
      expect(data.pagination.total_events).toBe(4);
      expect(res.body).not.toContain('Borrador secreto');
      expect(res.body).not.toContain('email');
    });

    it('filters featured events and categories', async () => {
      const featured = json<{ data: { events: PublicEvent[] } }>(
        await get('/api/public/events?featured=true'),
      );
      expect(featured.data.events.map((e) => e.title)).toEqual(['Taller online']);
      const launches = json<{ data: { events: PublicEvent[] } }>(
        await get('/api/public/events?category=launch'),
      );
      expect(launches.data.events.map((e) => e.title)).toEqual(['Lanzamiento']);
      expect((await get('/api/public/events?featured=quizas')).statusCode).toBe(400);
    });
  });

  describe('GET /api/public/events/{id}', () => {
    it('shows a published or finished event with its organiser', async () => {
      const res = await get(`/api/public/events/${ids.later}`);
      expect(res.statusCode).toBe(200);
      const event = json<{ data: { event: PublicEvent } }>(res).data.event;
      expect(event).toMatchObject({
        id: ids.later,
        title: 'Taller online',
        is_online: true,
        meeting_url: 'https://meet.example.com/taller',
        is_featured: true,
        formatted_price: 'Gratis',
        user: { username: ana.user.username, full_name: 'Ana Prueba', profile_image: null, theme: ANA_THEME },
      });
      expect((await get(`/api/public/events/${ids.todayEarly}`)).statusCode).toBe(200);
    });

    it('answers 404 for drafts, cancelled, unknown and malformed ids', async () => {
      for (const id of [ids.draft, ids.cancelled, 999999, 'abc', '-1', '1e3', '99999999999']) {
        const res = await get(`/api/public/events/${id}`);
        expect(res.statusCode, String(id)).toBe(404);
        expect(json(res)).toEqual({ message: 'Evento no encontrado' });
      }
    });
  });
});
