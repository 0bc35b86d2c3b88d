import type { FeaturedCreator } from '@enlaza/shared/featured';
import { FEATURED_MESSAGES } from '@enlaza/shared/featured';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { registerVerifiedCreator } from '../../../test/verify-email';
import { rollUpViews } from '../tracking/daily-rollup';
import { dailyRollupWrites } from '../tracking/daily-stats.repository';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const DAY = 86_400_000;
const ago = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY - extraMs);

interface FeaturedBody {
  success: boolean;
  data: { creators: FeaturedCreator[]; period: string };
}

async function setup(t: TestApp) {
  const db = t.database.db;
  const categoryId = async (slug: string) =>
    (await db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  /** A registered, verified creator with the given category and account age. */
  const creator = async (name: string, category: string | null, createdDaysAgo: number) => {
    // Verified through the mailed link: only verified creators are featured (issue 22).
    const { user } = await registerVerifiedCreator(t, { full_name: name });
    await db
      .updateTable('users')
      .set({
        category_id: category ? await categoryId(category) : null,
        created_at: ago(createdDaysAgo).toISOString(),
        bio: `Bio de ${name}`,
      })
      .where('id', '=', user.id)
      .execute();
    return { id: user.id, username: user.username, name };
  };

  /** `count` views, each by a visitor of its own (the ranking counts unique visitors). */
  let visitors = 0;
  const views = async (userId: number, at: Date, count = 1, page = 'profile') => {
    const first = visitors;
    visitors += count;
    const rows = Array.from({ length: count }, (_, i) => ({
      user_id: userId,
      page,
      visitor_hash: `visitante-${first + i}`,
      referrer: null,
      day: at.toISOString().slice(0, 10),
      created_at: at.toISOString(),
    }));
    // As the tracking write path does: the raw rows and their daily roll-ups in one transaction.
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('page_views').values(rows).execute();
      await rollUpViews(dailyRollupWrites(trx), rows);
    });
  };

  const get = (query = '') => t.app.inject({ method: 'GET', url: `/api/stats/featured-creators${query}` });
  const ranking = async (query = '') => {
    const res = await get(query);
    expect(res.statusCode).toBe(200);
    return json<FeaturedBody>(res).data.creators.map((c) => c.full_name);
  };
  return { creator, views, get, ranking };
}

describe('GET /api/stats/featured-creators: ranking by profile visits', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setup>>;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(NOW) });
    s = await setup(t);
    const ana = await s.creator('Ana Música', 'musica', 100);
    const bruno = await s.creator('Bruno Arte', 'arte', 90);
    const carla = await s.creator('Carla Sin Categoría', null, 80);
    const dario = await s.creator('Darío Sin Visitas', 'musica', 70);
    const eva = await s.creator('Eva Tecnología', 'tecnologia', 400);

    await s.views(ana.id, ago(1), 2);
    await s.views(ana.id, ago(20));
    await s.views(bruno.id, ago(2));
    await s.views(bruno.id, ago(40), 4);
    await s.views(carla.id, ago(3), 3);
    await s.views(eva.id, ago(200), 6);
    // Views of other pages, exactly on a period's edge, or after "now" are not profile visits in range.
    await s.views(dario.id, ago(1), 10, 'events');
    await s.views(dario.id, ago(1), 10, 'event');
    await s.views(bruno.id, ago(7), 5);
    await s.views(carla.id, new Date(NOW.getTime() + 60_000), 9);
  });
  afterAll(() => t.close());

  it('defaults to the last 30 days and the period is echoed back', async () => {
    const res = await s.get();
    expect(res.statusCode).toBe(200);
    const body = json<FeaturedBody>(res);
    expect(body.success).toBe(true);
    expect(body.data.period).toBe('30d');
    // Ana and Carla tie on 3 visits and on all-time visits; Ana's account is older.
    expect(body.data.creators.map((c) => [c.full_name, c.stats.total_visits])).toEqual([
      ['Bruno Arte', 6],
      ['Ana Música', 3],
      ['Carla Sin Categoría', 3],
    ]);
  });

  it('ranks each period by the visits inside it and leaves out creators without visits', async () => {
    expect(await s.ranking('?period=7d')).toEqual(['Carla Sin Categoría', 'Ana Música', 'Bruno Arte']);
    // Bruno's five views exactly 7 days ago count for 30 days and more, not for the last week.
    expect(await s.ranking('?period=30d')).toEqual(['Bruno Arte', 'Ana Música', 'Carla Sin Categoría']);
    expect(await s.ranking('?period=90d')).toEqual(['Bruno Arte', 'Ana Música', 'Carla Sin Categoría']);
    expect(await s.ranking('?period=all')).toEqual([
      'Bruno Arte',
      'Eva Tecnología',
      'Ana Música',
      'Carla Sin Categoría',
    ]);
  });

  it('filters by category, with otros for creators without one', async () => {
    expect(await s.ranking('?period=all&category=musica')).toEqual(['Ana Música']);
    expect(await s.ranking('?period=all&category=otros')).toEqual(['Carla Sin Categoría']);
    expect(await s.ranking('?period=7d&category=tecnologia')).toEqual([]);
    expect(await s.ranking('?period=all&category=tecnologia')).toEqual(['Eva Tecnología']);
    expect(await s.ranking('?period=all&category=no-existe')).toEqual([]);
    expect(await s.ranking('?period=all&category=')).toHaveLength(4);
  });

  it('honours the limit', async () => {
    expect(await s.ranking('?period=all&limit=2')).toEqual(['Bruno Arte', 'Eva Tecnología']);
    expect(await s.ranking('?period=all&limit=1')).toEqual(['Bruno Arte']);
    expect(await s.ranking('?period=all&limit=50')).toHaveLength(4);
  });

  it('presents public fields only, with the category, its name and the days active', async () => {
    const res = await s.get('?period=all');
    const creators = json<FeaturedBody>(res).data.creators;
    const ana = creators.find((c) => c.full_name === 'Ana Música');
    const carla = creators.find((c) => c.full_name === 'Carla Sin Categoría');
    expect(Object.keys(ana ?? {}).sort()).toEqual(
      [
        'bio',
        'category',
        'category_name',
        'created_at',
        'days_active',
        'full_name',
        'id',
        'profile_image',
        'stats',
        'username',
      ].sort(),
    );
    expect(ana).toMatchObject({
      bio: 'Bio de Ana Música',
      category: 'musica',
      category_name: 'Música',
      created_at: ago(100).toISOString(),
      days_active: 101,
      profile_image: null,
      stats: { total_visits: 3 },
    });
    expect(creators[0]).toMatchObject({ full_name: 'Bruno Arte', stats: { total_visits: 10 } });
    expect(carla).toMatchObject({ category: 'otros', category_name: 'Otros', days_active: 81 });
    expect(res.body).not.toContain('@example.com');
    expect(res.body).not.toContain('password');
  });
});

describe('GET /api/stats/featured-creators: ties', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setup>>;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(NOW) });
    s = await setup(t);
    // Created in an order that differs from the expected ranking, so ids alone would not explain it.
    const joven = await s.creator('Joven', 'arte', 5);
    const gemelo2 = await s.creator('Gemelo Dos', 'arte', 30);
    const gemelo1 = await s.creator('Gemelo Uno', 'arte', 30);
    const veterana = await s.creator('Veterana', 'arte', 60);
    const historica = await s.creator('Histórica', 'arte', 2);
    for (const c of [joven, gemelo2, gemelo1, veterana, historica]) await s.views(c.id, ago(1), 2);
    // Same visits this week: Histórica has more visits overall, so she goes first.
    await s.views(historica.id, ago(50), 3);
  });
  afterAll(() => t.close());

  it('breaks ties by all-time visits, then the older account, then the lower id', async () => {
    const order = ['Histórica', 'Veterana', 'Gemelo Dos', 'Gemelo Uno', 'Joven'];
    expect(await s.ranking('?period=7d')).toEqual(order);
    // The same order on every call: nothing depends on how rows come back.
    for (let i = 0; i < 3; i += 1) expect(await s.ranking('?period=7d&category=arte')).toEqual(order);
    expect(await s.ranking('?period=7d&limit=3')).toEqual(order.slice(0, 3));
  });
});

describe('GET /api/stats/featured-creators: validation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(NOW) });
  });
  afterAll(() => t.close());

  const expect400 = async (query: string, field: string, message: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/stats/featured-creators${query}` });
    expect(res.statusCode, query).toBe(400);
    expect(json(res)).toEqual({ message: HTTP_MESSAGES.validation, errors: [{ field, message }] });
  };

  it('answers an empty list when nobody has visits', async () => {
    await registerCreator(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/featured-creators?period=7d' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: { creators: [], period: '7d' } });
  });

  it('refuses an unknown period in Spanish', async () => {
    for (const period of ['1y', '365d', '30', 'ALL', '', '7d%00']) {
      await expect400(`?period=${period}`, 'period', FEATURED_MESSAGES.periodInvalid);
    }
    await expect400('?period=7d&period=30d', 'period', FEATURED_MESSAGES.periodInvalid);
  });

  it('refuses a limit outside 1..50 or not a whole number', async () => {
    for (const limit of ['0', '51', '-1', '1.5', 'abc', '1e1', '', '99999999999999999999']) {
      await expect400(`?limit=${limit}`, 'limit', FEATURED_MESSAGES.limitInvalid);
    }
    await expect400('?limit=1&limit=2', 'limit', FEATURED_MESSAGES.limitInvalid);
  });

  it('refuses a malformed category', async () => {
    for (const category of ['MUSICA', 'm%C3%BAsica', 'a b', 'x'.repeat(41), "'%20or%201=1"]) {
      await expect400(`?category=${category}`, 'category', FEATURED_MESSAGES.categoryInvalid);
    }
  });
});

describe('GET /api/stats/featured-creators: complete pages without visits', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setup>>;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(NOW) });
    s = await setup(t);
    const db = t.database.db;
    const link = (userId: number, isActive: number) =>
      db
        .insertInto('links')
        .values({
          user_id: userId,
          title: 'Mi sitio',
          url: 'https://example.org',
          icon: 'website',
          is_active: isActive,
          order_position: 0,
          click_count: 0,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .execute();
    const visitada = await s.creator('Visitada', 'arte', 10);
    const completa = await s.creator('Completa', 'musica', 50);
    const conAvatar = await s.creator('Con Avatar', null, 40);
    await s.creator('Sin Enlaces', 'musica', 60);
    const oculto = await s.creator('Enlace Oculto', 'musica', 70);
    const vacia = await s.creator('Vacía', 'musica', 80);
    await db
      .updateTable('users')
      .set({ bio: '', profile_image: '/uploads/a.webp' })
      .where('id', '=', conAvatar.id)
      .execute();
    await db.updateTable('users').set({ bio: '   ' }).where('id', '=', vacia.id).execute();
    for (const c of [visitada, completa, conAvatar, vacia]) await link(c.id, 1);
    await link(oculto.id, 0);
    await s.views(visitada.id, ago(1), 2);
    // Visits outside the week: unranked for 7d, ranked for all.
    await s.views(conAvatar.id, ago(20));
  });
  afterAll(() => t.close());

  it('lists complete pages after the ranked ones, oldest account first', async () => {
    expect(await s.ranking('?period=7d')).toEqual(['Visitada', 'Completa', 'Con Avatar']);
    expect(await s.ranking('?period=all')).toEqual(['Visitada', 'Con Avatar', 'Completa']);
    const res = await s.get('?period=7d');
    const creators = json<FeaturedBody>(res).data.creators;
    expect(creators.map((c) => c.stats.total_visits)).toEqual([2, 0, 0]);
  });

  it('honours the category and the limit for them too', async () => {
    expect(await s.ranking('?period=7d&category=musica')).toEqual(['Completa']);
    expect(await s.ranking('?period=7d&category=otros')).toEqual(['Con Avatar']);
    expect(await s.ranking('?period=7d&limit=2')).toEqual(['Visitada', 'Completa']);
    expect(await s.ranking('?period=7d&limit=1')).toEqual(['Visitada']);
  });
});
