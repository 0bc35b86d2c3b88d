import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { addDays } from './featured-window';

/** Creators summed per statement: each is a short read of their roll-ups, so requests run in between. */
const CHUNK_USERS = 100;

/**
 * The featured_visit_totals of one Argentine day: per creator, the unique visitors of the whole days
 * of each period up to the day before yesterday (those no longer receive views, even late ones from a
 * copy whose clock lags), summed from stats_daily_views. Computed once a day, by the first request or
 * the background job, creator range by creator range; writes are idempotent, so two copies computing
 * the same day at once agree. The migration (0013) fills the day it runs.
 */
export class FeaturedTotals {
  private pending: { day: string; done: Promise<void> } | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /**
   * Resolves once the totals of `day` are complete, computing them if no copy has. Asked on every
   * cache miss (one primary-key read), so deleting a day's featured_totals_days row makes every copy
   * recompute it: how changes to past days (an import, a test's history) reach the ranking.
   */
  ensure(day: string): Promise<void> {
    if (this.pending?.day !== day) {
      const done = this.compute(day).finally(() => {
        if (this.pending?.done === done) this.pending = null;
      });
      this.pending = { day, done };
    }
    return this.pending.done;
  }

  private async compute(day: string): Promise<void> {
    const finished = await this.db
      .selectFrom('featured_totals_days')
      .select('as_of')
      .where('as_of', '=', day)
      .executeTakeFirst();
    if (finished) return;

    const last = addDays(day, -2);
    const from = (days: number) => addDays(day, -(days - 1));
    const upTo = (first: string) => sql<number>`sum(case when day >= ${first} then unique_views else 0 end)`;
    const top = await this.db
      .selectFrom('stats_daily_views')
      .select((eb) => eb.fn.max('user_id').as('id'))
      .executeTakeFirst();
    const maxId = Number(top?.id ?? 0);
    for (let low = 0; low <= maxId; low += CHUNK_USERS) {
      await sql`insert into featured_visit_totals (as_of, user_id, visits_7d, visits_30d, visits_90d, visits_all)
        select ${day}, user_id, ${upTo(from(7))}, ${upTo(from(30))}, ${upTo(from(90))}, sum(unique_views)
        from stats_daily_views
        where user_id >= ${low} and user_id < ${low + CHUNK_USERS} and day <= ${last}
        group by user_id having sum(unique_views) > 0
        on conflict (as_of, user_id) do update set visits_7d = excluded.visits_7d,
          visits_30d = excluded.visits_30d, visits_90d = excluded.visits_90d, visits_all = excluded.visits_all`.execute(
        this.db,
      );
      // Yield between chunks: on SQLite each statement holds the only thread.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await this.db
      .insertInto('featured_totals_days')
      .values({ as_of: day, finished_at: this.clock.now().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Yesterday's stay for a copy whose clock is still on it.
    const old = addDays(day, -1);
    await this.db.deleteFrom('featured_visit_totals').where('as_of', '<', old).execute();
    await this.db.deleteFrom('featured_totals_days').where('as_of', '<', old).execute();
  }
}
