import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBareCreator } from '../../../test/bare-creator';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rebuildDailyStats } from '../../modules/tracking/daily-stats-rebuild';
import { backfillDailyStats } from './0006-stats-backfill';

describe("migration 0006's frozen backfill", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const snapshot = async () => {
    const db = t.database.db;
    const views = await db
      .selectFrom('stats_daily_views')
      .selectAll()
      .orderBy('user_id')
      .orderBy('day')
      .execute();
    const visitors = await db
      .selectFrom('stats_daily_visitors')
      .selectAll()
      .orderBy('user_id')
      .orderBy('day')
      .orderBy('visitor_hash')
      .execute();
    const referrers = await db
      .selectFrom('stats_daily_referrers')
      .selectAll()
      .orderBy('user_id')
      .orderBy('day')
      .orderBy('site')
      .execute();
    const clicks = await db
      .selectFrom('stats_daily_clicks')
      .selectAll()
      .orderBy('user_id')
      .orderBy('day')
      .orderBy('link_id')
      .execute();
    // PostgreSQL answers some counts as strings: compare numbers.
    return {
      views: views.map((r) => [r.user_id, r.day, Number(r.views), Number(r.unique_views)]),
      visitors: visitors.map((r) => [r.user_id, r.day, r.visitor_hash]),
      referrers: referrers.map((r) => [r.user_id, r.day, r.site, Number(r.visits)]),
      clicks: clicks.map((r) => [r.user_id, r.day, r.link_id, Number(r.clicks)]),
    };
  };

  it('produces exactly the roll-ups the live rebuild produces from the same tracking rows', async () => {
    const db = t.database.db;
    const now = new Date().toISOString();
    const user = (name: string) => insertBareCreator(db, name);
    const link = async (userId: number, title: string) =>
      (
        await db
          .insertInto('links')
          .values({
            user_id: userId,
            title,
            url: `https://example.com/${title}`,
            icon: 'link',
            is_active: 1,
            order_position: 0,
            click_count: 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const ana = await user('ana');
    const bruno = await user('bruno');
    const anaLink = await link(ana, 'web');
    const brunoLink = await link(bruno, 'tienda');

    const view = (
      user_id: number,
      day: string,
      visitor_hash: string,
      referrer: string | null,
      page = 'profile',
    ) => ({
      user_id,
      page,
      event_id: null,
      visitor_hash,
      referrer,
      day,
      created_at: `${day}T15:00:00.000Z`,
    });
    await db
      .insertInto('page_views')
      .values([
        view(ana, '2026-03-01', 'v1', 'l.instagram.com'),
        view(ana, '2026-03-01', 'v1', 'www.instagram.com'),
        view(ana, '2026-03-01', 'v2', 't.co'),
        view(ana, '2026-03-01', 'v3', 'twitter.com'),
        view(ana, '2026-03-01', 'v3', null),
        view(ana, '2026-03-02', 'v1', 'www.clarin.com.ar'),
        view(ana, '2026-03-02', 'v4', '192.168.0.1'),
        view(ana, '2026-03-02', 'v5', 'l.instagram.com', 'events'),
        view(bruno, '2026-03-01', 'v1', null),
        view(bruno, '2026-03-01', 'v1', null),
      ])
      .execute();
    const click = (user_id: number, link_id: number | null, created_at: string, kind = 'link') => ({
      user_id,
      link_id,
      kind,
      url: null,
      visitor_hash: 'v1',
      created_at,
    });
    await db
      .insertInto('link_clicks')
      .values([
        // Argentine midnight is 03:00 UTC: the first two clicks fall on different days.
        click(ana, anaLink, '2026-03-02T02:59:59.000Z'),
        click(ana, anaLink, '2026-03-02T03:00:00.000Z'),
        click(ana, anaLink, '2026-03-02T20:00:00.000Z'),
        click(ana, null, '2026-03-02T20:00:00.000Z'),
        click(ana, null, '2026-03-02T20:00:00.000Z', 'spotify'),
        click(bruno, brunoLink, '2026-03-01T12:00:00.000Z'),
      ])
      .execute();

    await rebuildDailyStats(db);
    const live = await snapshot();
    await backfillDailyStats(db as Kysely<unknown>);
    const frozen = await snapshot();

    expect(frozen).toEqual(live);
    // Not two empty answers: the rows are the ones the tracking rows above make.
    expect(frozen.views).toEqual([
      [ana, '2026-03-01', 5, 3],
      [ana, '2026-03-02', 2, 2],
      [bruno, '2026-03-01', 2, 1],
    ]);
    expect(frozen.referrers).toEqual([
      [ana, '2026-03-01', '', 1],
      [ana, '2026-03-01', 'instagram.com', 2],
      [ana, '2026-03-01', 'x.com', 2],
      [ana, '2026-03-02', '192.168.0.1', 1],
      [ana, '2026-03-02', 'clarin.com.ar', 1],
      [bruno, '2026-03-01', '', 2],
    ]);
    expect(frozen.clicks).toEqual([
      [ana, '2026-03-01', anaLink, 1],
      [ana, '2026-03-02', anaLink, 2],
      [bruno, '2026-03-01', brunoLink, 1],
    ]);
    expect(frozen.visitors).toHaveLength(6);
  });
});
