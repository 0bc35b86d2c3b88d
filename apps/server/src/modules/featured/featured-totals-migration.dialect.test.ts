import { argentinaToday } from '@enlaza/shared/events';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBareCreator } from '../../../test/bare-creator';
import { whileDroppingTables } from '../../../test/pg-schemas';
import { createTestApp, type TestApp, testDialect } from '../../../test/test-app';
import * as migration from '../../db/migrations/0013-featured-totals';
import { systemClock } from '../../lib/clock';
import { FeaturedTotals } from './featured-totals';
import { addDays } from './featured-window';

describe('migration 0013: featured totals', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const totalsOf = (as_of: string) =>
    t.database.db
      .selectFrom('featured_visit_totals')
      .select(['user_id', 'visits_7d', 'visits_30d', 'visits_90d', 'visits_all'])
      .where('as_of', '=', as_of)
      .orderBy('user_id')
      .execute();

  it('fills the current day from the existing roll-ups, as the live computation does', async () => {
    const db = t.database.db;
    const user = (name: string) => insertBareCreator(db, name);
    const ana = await user('ana');
    const bruno = await user('bruno');
    const today = argentinaToday(new Date());
    // unique_views 2^k on day T-back, so each total says exactly which days it summed.
    const backs = [0, 1, 2, 6, 7, 29, 30, 89, 90, 400];
    await db
      .insertInto('stats_daily_views')
      .values(
        backs.map((back, k) => ({
          user_id: ana,
          day: addDays(today, -back),
          views: 2 ** k,
          unique_views: 2 ** k,
        })),
      )
      .execute();
    await db
      .insertInto('stats_daily_views')
      .values({ user_id: bruno, day: addDays(today, -1), views: 5, unique_views: 5 })
      .execute();

    const downAndUp = async () => {
      await migration.down(db as Kysely<unknown>);
      await migration.up(db as Kysely<unknown>);
    };
    // On PostgreSQL, other workers' migrators read this schema's tables: none runs while one is dropped.
    const url = process.env.TEST_DATABASE_URL;
    await (testDialect() === 'postgres' && url ? whileDroppingTables(url, downAndUp) : downAndUp());
    const migrated = await totalsOf(today);
    // Days up to the day before yesterday only (k = 2…): 7d = T-2, T-6; 30d adds T-7, T-29; 90d adds
    // T-30, T-89; all adds T-90 and T-400. Bruno has only yesterday: no row.
    expect(migrated).toEqual([
      {
        user_id: ana,
        visits_7d: 4 + 8,
        visits_30d: 4 + 8 + 16 + 32,
        visits_90d: 4 + 8 + 16 + 32 + 64 + 128,
        visits_all: 4 + 8 + 16 + 32 + 64 + 128 + 256 + 512,
      },
    ]);
    const days = await db.selectFrom('featured_totals_days').select('as_of').execute();
    expect(days.map((d) => d.as_of)).toEqual([today]);

    await db.deleteFrom('featured_visit_totals').execute();
    await db.deleteFrom('featured_totals_days').execute();
    await new FeaturedTotals(db, systemClock).ensure(today);
    expect(await totalsOf(today)).toEqual(migrated);
  });
});
