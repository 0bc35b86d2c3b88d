import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import {
  deleteTotalsBefore,
  isTotalsDayFinished,
  markTotalsDayFinished,
  maxRolledUpUserId,
  upsertTotalsChunk,
} from './featured-totals.repository';
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
    if (await isTotalsDayFinished(this.db, day)) return;

    const from = (days: number) => addDays(day, -(days - 1));
    const maxId = await maxRolledUpUserId(this.db);
    for (let low = 0; low <= maxId; low += CHUNK_USERS) {
      await upsertTotalsChunk(this.db, {
        asOf: day,
        from7: from(7),
        from30: from(30),
        from90: from(90),
        last: addDays(day, -2),
        low,
        high: low + CHUNK_USERS,
      });
      // Yield between chunks: on SQLite each statement holds the only thread.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await markTotalsDayFinished(this.db, day, this.clock.now().toISOString());
    // Yesterday's stay for a copy whose clock is still on it.
    await deleteTotalsBefore(this.db, addDays(day, -1));
  }
}
