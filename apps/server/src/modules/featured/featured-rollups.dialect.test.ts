import { argentinaToday } from '@enlaza/shared/events';
import type { FeaturedCreator, FeaturedPeriod } from '@enlaza/shared/featured';
import { FEATURED_OTHER_CATEGORY } from '@enlaza/shared/featured';
import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBareCreator } from '../../../test/bare-creator';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import type { DB } from '../../db/schema';
import { rollUpViews } from '../tracking/daily-rollup';
import { dailyRollupWrites } from '../tracking/daily-stats.repository';
import { FEATURED_CACHE_TTL_MS } from './featured-cache';
import { featuredCreators } from './featured-ranking';

// 12:00 in Argentina: the Argentine day began at 03:00 UTC.
const NOW = new Date('2026-03-10T15:00:00.000Z');
const DAY = 86_400_000;
const PERIODS: FeaturedPeriod[] = ['7d', '30d', '90d', 'all'];

/** The ranking as the raw views say it (the counting before the roll-ups): the reference. */
async function rawRanking(
  db: Kysely<DB>,
  period: FeaturedPeriod,
  now: Date,
  category?: string,
): Promise<[string, number][]> {
  const days = { '7d': 7, '30d': 30, '90d': 90, all: null }[period];
  const until = now.toISOString();
  const since = days === null ? null : new Date(now.getTime() - days * DAY).toISOString();
  const distinctVisitors = (from: string | null) => {
    let q = db
      .selectFrom('page_views')
      .select((eb) => ['user_id', eb.fn.count<number>('visitor_hash').distinct().as('visits')])
      .where('page', '=', 'profile')
      .where('created_at', '<=', until);
    if (from) q = q.where('created_at', '>', from);
    return q.groupBy('user_id');
  };
  let query = db
    .selectFrom(distinctVisitors(since).as('pv'))
    .innerJoin(distinctVisitors(null).as('pv_all'), 'pv_all.user_id', 'pv.user_id')
    .innerJoin('users as u', 'u.id', 'pv.user_id')
    .leftJoin('categories as c', 'c.id', 'u.category_id')
    .select(['u.full_name', 'pv.visits']);
  if (category === FEATURED_OTHER_CATEGORY.slug) query = query.where('u.category_id', 'is', null);
  else if (category) query = query.where('c.slug', '=', category);
  const rows = await query
    .orderBy('pv.visits', 'desc')
    .orderBy('pv_all.visits', 'desc')
    .orderBy('u.created_at', 'asc')
    .orderBy('u.id', 'asc')
    .execute();
  return rows.map((r) => [r.full_name, Number(r.visits)]);
}

async function setup(t: TestApp, clock: TestClock) {
  const db = t.database.db;
  const categoryId = async (slug: string) =>
    (await db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  let created = 0;
  const creator = async (name: string, category: string | null, joined: Date) => {
    created += 1;
    return insertBareCreator(db, `creador-${created}`, {
      full_name: name,
      bio: `Bio de ${name}`,
      category_id: category ? await categoryId(category) : null,
      created_at: joined.toISOString(),
      updated_at: joined.toISOString(),
    });
  };
  let visitors = 0;
  /** Profile views as tracking writes them: raw rows and roll-ups in one transaction, on the Argentine day. */
  const views = async (userId: number, at: Date, count = 1, visitor?: string) => {
    const rows = Array.from({ length: count }, () => {
      visitors += 1;
      return {
        user_id: userId,
        page: 'profile',
        visitor_hash: visitor ?? `visitante-${visitors}`,
        referrer: null,
        day: argentinaToday(at),
        created_at: at.toISOString(),
      };
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('page_views').values(rows).execute();
      await rollUpViews(dailyRollupWrites(trx), rows);
    });
  };
  const api = async (period: FeaturedPeriod, category?: string): Promise<[string, number][]> => {
    const query = `?period=${period}&limit=50${category ? `&category=${category}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/stats/featured-creators${query}` });
    expect(res.statusCode).toBe(200);
    return json<{ data: { creators: FeaturedCreator[] } }>(res)
      .data.creators.filter((c) => c.stats.total_visits > 0)
      .map((c) => [c.full_name, c.stats.total_visits]);
  };
  /** Every period and category filter answers what the raw views say at the clock's time. */
  const expectSameAsRaw = async () => {
    for (const period of PERIODS) {
      for (const category of [undefined, 'musica', 'otros']) {
        const expected = await rawRanking(db, period, clock.now(), category);
        expect(await api(period, category), `${period} ${category ?? 'todas'}`).toEqual(expected);
      }
    }
  };
  return { db, creator, views, api, expectSameAsRaw };
}

describe('featured ranking from the roll-ups', () => {
  const clock = new TestClock(NOW);
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setup>>;
  const ago = (ms: number) => new Date(NOW.getTime() - ms);
  const ids = { borde: 0, mensual: 0, hoy: 0, gemelaA: 0, gemelaB: 0, historica: 0 };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    s = await setup(t, clock);
    const joined = ago(400 * DAY);
    ids.borde = await s.creator('Borde', 'musica', joined);
    ids.mensual = await s.creator('Mensual', 'arte', ago(300 * DAY));
    ids.hoy = await s.creator('Hoy', null, ago(200 * DAY));
    ids.gemelaA = await s.creator('Gemela A', 'musica', ago(100 * DAY));
    ids.gemelaB = await s.creator('Gemela B', 'musica', ago(100 * DAY));
    ids.historica = await s.creator('Histórica', null, ago(10 * DAY));

    // Exactly on each period's start (out) and one millisecond after it (in); the start days'
    // earlier hours are out too.
    for (const days of [7, 30, 90]) {
      await s.views(ids.borde, ago(days * DAY), 2);
      await s.views(ids.borde, ago(days * DAY - 1));
      await s.views(ids.borde, ago(days * DAY + 3_600_000));
    }
    // The two days before today: the day before yesterday is in the totals, yesterday in its roll-up;
    // 02:59 UTC today is still yesterday in Argentina.
    await s.views(ids.mensual, ago(2 * DAY), 3);
    await s.views(ids.mensual, ago(DAY), 2);
    await s.views(ids.mensual, new Date('2026-03-10T02:59:59.999Z'));
    await s.views(ids.mensual, ago(20 * DAY), 4);
    // Today: from its first instant up to now; a view after now is not counted yet.
    await s.views(ids.hoy, new Date('2026-03-10T03:00:00.000Z'));
    await s.views(ids.hoy, NOW, 2);
    await s.views(ids.hoy, new Date(NOW.getTime() + 1), 5);
    // One visitor reloading the page is one unique visitor of that day.
    await s.views(ids.hoy, ago(3 * DAY), 4, 'misma-persona');
    // Ties: the same visits in every period; Histórica has more overall, the twins tie on all and
    // on age (the lower id first).
    for (const id of [ids.gemelaA, ids.gemelaB, ids.historica]) await s.views(id, ago(DAY + 5_000), 2);
    await s.views(ids.historica, ago(200 * DAY), 3);
  });
  afterAll(() => t.close());

  it('answers what the raw views say, period edges and ties included', async () => {
    expect(await s.api('7d')).toEqual([
      ['Mensual', 6],
      ['Hoy', 4],
      ['Histórica', 2],
      ['Gemela A', 2],
      ['Gemela B', 2],
      ['Borde', 1],
    ]);
    expect((await s.api('all')).slice(0, 2)).toEqual([
      ['Borde', 12],
      ['Mensual', 10],
    ]);
    await s.expectSameAsRaw();
  });

  it('counts whole past days from the roll-ups, not from the raw rows', async () => {
    clock.advance(FEATURED_CACHE_TTL_MS);
    // Raw rows the roll-ups never counted (written around the write path) do not reach the ranking…
    await s.db
      .insertInto('page_views')
      .values(
        [2, 1].map((days) => ({
          user_id: ids.gemelaB,
          page: 'profile',
          visitor_hash: `sin-rollup-${days}`,
          referrer: null,
          day: argentinaToday(ago(days * DAY)),
          created_at: ago(days * DAY).toISOString(),
        })),
      )
      .execute();
    // …and roll-ups without raw rows do: yesterday's at once, older days once the day's totals are
    // recomputed (deleting the day's row is how a change to past days is picked up).
    await s.db
      .updateTable('stats_daily_views')
      .set((eb) => ({ unique_views: eb('unique_views', '+', 10) }))
      .where('user_id', '=', ids.gemelaA)
      .where('day', '=', argentinaToday(ago(DAY)))
      .execute();
    // (Hoy's five views of the millisecond after NOW are in the past by now.)
    expect((await s.api('7d')).slice(0, 3)).toEqual([
      ['Gemela A', 12],
      ['Hoy', 9],
      ['Mensual', 6],
    ]);
    await s.db
      .insertInto('stats_daily_views')
      .values({ user_id: ids.gemelaB, day: argentinaToday(ago(4 * DAY)), views: 20, unique_views: 20 })
      .execute();
    clock.advance(FEATURED_CACHE_TTL_MS);
    expect(await s.api('7d')).toContainEqual(['Gemela B', 2]);
    await s.db.deleteFrom('featured_totals_days').execute();
    clock.advance(FEATURED_CACHE_TTL_MS);
    expect((await s.api('7d'))[0]).toEqual(['Gemela B', 22]);
  });
});

describe('featured ranking: freshness and cache', () => {
  const clock = new TestClock(NOW);
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setup>>;
  let ana: number;
  let bruno: number;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    s = await setup(t, clock);
    ana = await s.creator('Ana', 'musica', new Date(NOW.getTime() - 50 * DAY));
    bruno = await s.creator('Bruno', 'arte', new Date(NOW.getTime() - 40 * DAY));
    await s.views(ana, new Date(NOW.getTime() - 3 * DAY), 3);
    await s.views(bruno, new Date(NOW.getTime() - 3 * DAY), 2);
  });
  afterAll(() => t.close());

  it('shows a new view within FEATURED_CACHE_TTL_MS, not before', async () => {
    expect(await s.api('7d')).toEqual([
      ['Ana', 3],
      ['Bruno', 2],
    ]);
    await s.views(bruno, clock.now(), 2);
    clock.advance(FEATURED_CACHE_TTL_MS - 1);
    await s.views(bruno, clock.now());
    expect(await s.api('7d')).toEqual([
      ['Ana', 3],
      ['Bruno', 2],
    ]);
    clock.advance(1);
    expect(await s.api('7d')).toEqual([
      ['Bruno', 5],
      ['Ana', 3],
    ]);
    await s.expectSameAsRaw();
  });

  it('answers a repeated query from the cache, without reading views or roll-ups', async () => {
    const tables: string[] = [];
    const spy: KyselyPlugin = {
      transformQuery(args) {
        for (const table of ['page_views', 'stats_daily_views', 'featured_visit_totals']) {
          if (JSON.stringify(args.node).includes(`"${table}"`)) tables.push(table);
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const deps = { clock, database: { ...t.database, db: t.database.db.withPlugin(spy) } };
    const query = { period: '30d', limit: 10 } as const;
    const first = await featuredCreators(deps, query);
    expect(first.map((c) => c.full_name)).toEqual(['Bruno', 'Ana']);
    expect(new Set(tables)).toEqual(new Set(['page_views', 'stats_daily_views', 'featured_visit_totals']));

    tables.length = 0;
    await s.views(ana, clock.now(), 9);
    const again = await Promise.all([featuredCreators(deps, query), featuredCreators(deps, query)]);
    expect(again).toEqual([first, first]);
    expect(tables).toEqual([]);

    clock.advance(FEATURED_CACHE_TTL_MS);
    expect((await featuredCreators(deps, query)).map((c) => c.full_name)).toEqual(['Ana', 'Bruno']);
    expect(tables).toContain('page_views');
  });

  it('moves to the next day: the totals of the new day drop what left the period', async () => {
    clock.advance(5 * DAY);
    await s.expectSameAsRaw();
    expect(await s.api('7d')).toEqual([
      ['Ana', 9],
      ['Bruno', 3],
    ]);
    const days = await s.db.selectFrom('featured_totals_days').select('as_of').orderBy('as_of').execute();
    expect(days.map((d) => d.as_of)).toContain(argentinaToday(clock.now()));
  });
});
