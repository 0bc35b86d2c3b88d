import { argentinaToday } from '@enlaza/shared/events';
import { shiftDay } from '@enlaza/shared/stats';
import { type Kysely, sql } from 'kysely';
import { creatorOwns } from '../../db/creator-owns.repository';
import type { Dialect } from '../../db/database';
import type { DB } from '../../db/schema';
import { type DayRange, dayStartIso } from './stats-range';

/** Whose statistics: the creator's page, or only one of their events ('Pasar la gorra'). */
export interface StatsScope {
  userId: number;
  eventId?: number;
}

/**
 * Reads of the daily roll-ups (kept current by modules/tracking/daily-rollup.ts): at most one row per
 * day, so a year of statistics is a few hundred rows whatever the traffic.
 */
export class StatsRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  async viewsByDay(scope: StatsScope, r: DayRange): Promise<Map<string, { views: number; unique: number }>> {
    const { userId, eventId } = scope;
    if (eventId !== undefined) {
      const rows = await this.eventViews(userId, eventId, r)
        .select((eb) => [
          'day',
          eb.fn.countAll<number>().as('views'),
          eb.fn.count<number>('visitor_hash').distinct().as('unique_views'),
        ])
        .groupBy('day')
        .execute();
      return new Map(
        rows.map((row) => [row.day, { views: Number(row.views), unique: Number(row.unique_views) }]),
      );
    }
    const rows = await this.db
      .selectFrom('stats_daily_views')
      .select(['day', 'views', 'unique_views'])
      .where('user_id', '=', userId)
      .where('day', '>=', r.startDate)
      .where('day', '<=', r.endDate)
      .execute();
    return new Map(
      rows.map((row) => [row.day, { views: Number(row.views), unique: Number(row.unique_views) }]),
    );
  }

  async viewTotals(scope: StatsScope, r: DayRange): Promise<{ views: number; unique: number }> {
    const { userId, eventId } = scope;
    if (eventId !== undefined) {
      let views = 0;
      let unique = 0;
      for (const day of (await this.viewsByDay(scope, r)).values()) {
        views += day.views;
        unique += day.unique;
      }
      return { views, unique };
    }
    const row = await this.db
      .selectFrom('stats_daily_views')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('views'), eb.lit(0)).as('views'),
        eb.fn.coalesce(eb.fn.sum<number>('unique_views'), eb.lit(0)).as('unique'),
      ])
      .where('user_id', '=', userId)
      .where('day', '>=', r.startDate)
      .where('day', '<=', r.endDate)
      .executeTakeFirstOrThrow();
    return { views: Number(row.views), unique: Number(row.unique) };
  }

  /** Link clicks belong to the profile page: an event's statistics have none. */
  async clicksByLink(scope: StatsScope, r: DayRange): Promise<Map<number, number>> {
    const { userId } = scope;
    if (scope.eventId !== undefined) return new Map();
    const rows = await this.db
      .selectFrom('stats_daily_clicks')
      .select((eb) => ['link_id', eb.fn.sum<number>('clicks').as('clicks')])
      .where('user_id', '=', userId)
      .where('day', '>=', r.startDate)
      .where('day', '<=', r.endDate)
      .groupBy('link_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.link_id), Number(row.clicks)]));
  }

  async clickTotal(scope: StatsScope, r: DayRange): Promise<number> {
    const { userId } = scope;
    if (scope.eventId !== undefined) return 0;
    const row = await this.db
      .selectFrom('stats_daily_clicks')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('clicks'), eb.lit(0)).as('clicks'))
      .where('user_id', '=', userId)
      .where('day', '>=', r.startDate)
      .where('day', '<=', r.endDate)
      .executeTakeFirstOrThrow();
    return Number(row.clicks);
  }

  /** Sites by profile views, most first (ties by name); '' is a visit without a referrer. */
  async topReferrers(
    scope: StatsScope,
    r: DayRange,
    limit: number,
  ): Promise<{ site: string; visits: number }[]> {
    const { userId, eventId } = scope;
    if (eventId !== undefined) {
      const rows = await this.eventViews(userId, eventId, r)
        .select((eb) => [
          eb.fn.coalesce('referrer', eb.val('')).as('site'),
          eb.fn.countAll<number>().as('visits'),
        ])
        .groupBy('referrer')
        .orderBy('visits', 'desc')
        .orderBy('site')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ site: row.site, visits: Number(row.visits) }));
    }
    const rows = await this.db
      .selectFrom('stats_daily_referrers')
      .select((eb) => ['site', eb.fn.sum<number>('visits').as('visits')])
      .where('user_id', '=', userId)
      .where('day', '>=', r.startDate)
      .where('day', '<=', r.endDate)
      .groupBy('site')
      .orderBy('visits', 'desc')
      .orderBy('site')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ site: row.site, visits: Number(row.visits) }));
  }

  /**
   * Approved donations by the Argentine day they were approved (a payment pending for days counts
   * then), grouped in the database. An approved donation always carries processed_at. One-off and
   * in-person QR ('Modo gorra', issue 32) payments: monthly charges are left out, as in the funnel
   * (issue 30), and the screen says so.
   */
  async approvedDonationsByDay(
    scope: StatsScope,
    r: DayRange,
  ): Promise<Map<string, { count: number; cents: number }>> {
    const { userId, eventId } = scope;
    const day =
      this.dialect === 'postgres'
        ? sql<string>`to_char(processed_at::timestamptz at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM-DD')`
        : // Before 03:00 UTC it is still the previous day in Argentina (date() only for those rows).
          sql<string>`case when substr(processed_at, 12, 2) >= '03' then substr(processed_at, 1, 10)
            else date(substr(processed_at, 1, 10), '-1 day') end`;
    const rows = await this.db
      .selectFrom('donations')
      .select((eb) => [
        day.as('day'),
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('amount_cents').as('cents'),
      ])
      .where('user_id', '=', userId)
      .$if(eventId !== undefined, (q) => q.where('event_id', '=', eventId ?? 0))
      .where('kind', 'in', ['one_off', 'qr'])
      .where('mp_status', '=', 'approved')
      .where('processed_at', '>=', dayStartIso(r.startDate))
      .where('processed_at', '<', dayStartIso(shiftDay(r.endDate, 1)))
      .groupBy(day)
      .execute();
    return new Map(rows.map((row) => [row.day, { count: Number(row.count), cents: Number(row.cents) }]));
  }

  /**
   * Approved donations made on the page whose views are counted: at the event for an event's
   * statistics, on the profile (no event) for the page's; what the conversion rate divides. One-off
   * only: a monthly charge is no donation made on the page.
   */
  async approvedDonationsOnPage(scope: StatsScope, r: DayRange): Promise<number> {
    const { userId, eventId } = scope;
    const row = await this.db
      .selectFrom('donations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where((eb) => (eventId === undefined ? eb('event_id', 'is', null) : eb('event_id', '=', eventId)))
      .where('kind', '=', 'one_off')
      .where('mp_status', '=', 'approved')
      .where('processed_at', '>=', dayStartIso(r.startDate))
      .where('processed_at', '<', dayStartIso(shiftDay(r.endDate, 1)))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Visits per value of each dimension asked for (stats_daily_dimensions), most first; the page is
   * the profile (event 0) or the event's.
   */
  async dimensionVisits(
    scope: StatsScope,
    r: DayRange,
    dimensions: readonly string[],
  ): Promise<Map<string, { value: string; visits: number }[]>> {
    const rows = await this.db
      .selectFrom('stats_daily_dimensions')
      .select((eb) => ['dimension', 'value', eb.fn.sum<number>('visits').as('visits')])
      .where('user_id', '=', scope.userId)
      .where('event_id', '=', scope.eventId ?? 0)
      .where('dimension', 'in', dimensions)
      .where('day', '>=', r.startDate)
      .where('day', '<=', r.endDate)
      .groupBy(['dimension', 'value'])
      .execute();
    const byDimension = new Map<string, { value: string; visits: number }[]>();
    for (const row of rows) {
      const visits = Number(row.visits);
      if (visits <= 0) continue;
      const list = byDimension.get(row.dimension) ?? [];
      list.push({ value: row.value, visits });
      byDimension.set(row.dimension, list);
    }
    for (const list of byDimension.values()) {
      list.sort((a, b) => b.visits - a.visits || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    }
    return byDimension;
  }

  /** Raw views of one event's page (events are few and their views too: no roll-up needed). */
  private eventViews(userId: number, eventId: number, r: DayRange) {
    return this.db
      .selectFrom('page_views')
      .where('user_id', '=', userId)
      .where('event_id', '=', eventId)
      .where('day', '>=', r.startDate)
      .where('day', '<=', r.endDate);
  }

  ownsEvent(userId: number, eventId: number): Promise<boolean> {
    return creatorOwns(this.db, 'events', eventId, userId);
  }

  /** The creator's first day with anything to count: the day they joined, or an earlier recorded view. */
  async firstDay(userId: number, today: string): Promise<string> {
    const [user, views, clicks] = await Promise.all([
      this.db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst(),
      this.db
        .selectFrom('stats_daily_views')
        .select('day')
        .where('user_id', '=', userId)
        .orderBy('day')
        .limit(1)
        .executeTakeFirst(),
      this.db
        .selectFrom('stats_daily_clicks')
        .select('day')
        .where('user_id', '=', userId)
        .orderBy('day')
        .limit(1)
        .executeTakeFirst(),
    ]);
    const days = [user ? argentinaToday(new Date(user.created_at)) : null, views?.day, clicks?.day].filter(
      (d): d is string => typeof d === 'string',
    );
    return days.sort()[0] ?? today;
  }
}
