import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** Whether the totals of this day are complete (its featured_totals_days row exists). */
export async function isTotalsDayFinished(db: Kysely<DB>, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('featured_totals_days')
    .select('as_of')
    .where('as_of', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

/** The highest creator id with roll-ups (0 when none). */
export async function maxRolledUpUserId(db: Kysely<DB>): Promise<number> {
  const top = await db
    .selectFrom('stats_daily_views')
    .select((eb) => eb.fn.max('user_id').as('id'))
    .executeTakeFirst();
  return Number(top?.id ?? 0);
}

export interface TotalsChunk {
  /** The day the totals are as of. */
  asOf: string;
  /** First day of the 7-, 30- and 90-day periods, and the last day counted in any. */
  from7: string;
  from30: string;
  from90: string;
  last: string;
  /** Creator ids in [low, high). */
  low: number;
  high: number;
}

/** Writes (or overwrites) the totals of the creators in one id range; idempotent. */
export async function upsertTotalsChunk(db: Kysely<DB>, chunk: TotalsChunk): Promise<void> {
  const upTo = (first: string) => sql<number>`sum(case when day >= ${first} then unique_views else 0 end)`;
  await sql`insert into featured_visit_totals (as_of, user_id, visits_7d, visits_30d, visits_90d, visits_all)
    select ${chunk.asOf}, user_id, ${upTo(chunk.from7)}, ${upTo(chunk.from30)}, ${upTo(chunk.from90)}, sum(unique_views)
    from stats_daily_views
    where user_id >= ${chunk.low} and user_id < ${chunk.high} and day <= ${chunk.last}
    group by user_id having sum(unique_views) > 0
    on conflict (as_of, user_id) do update set visits_7d = excluded.visits_7d,
      visits_30d = excluded.visits_30d, visits_90d = excluded.visits_90d, visits_all = excluded.visits_all`.execute(
    db,
  );
}

export async function markTotalsDayFinished(db: Kysely<DB>, day: string, finishedAt: string): Promise<void> {
  await db
    .insertInto('featured_totals_days')
    .values({ as_of: day, finished_at: finishedAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Drops the totals of days before `day`. */
export async function deleteTotalsBefore(db: Kysely<DB>, day: string): Promise<void> {
  await db.deleteFrom('featured_visit_totals').where('as_of', '<', day).execute();
  await db.deleteFrom('featured_totals_days').where('as_of', '<', day).execute();
}
