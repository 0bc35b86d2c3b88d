import type { Kysely } from 'kysely';
import {
  type DailyReferrerRow,
  type DailyViewsRow,
  insertDailyReferrerRows,
  insertDailyViewRows,
  profileViewHosts,
  refillVisitorsAndClicks,
  uniqueVisitorsPerDay,
} from './daily-stats.repository';
import { referrerSite } from './referrer-site';

/**
 * Recomputes every daily roll-up from the raw page_views and link_clicks rows (the same counting as
 * daily-rollup.ts): run by the benchmark after its bulk seed. Not needed in normal operation, where
 * the write path keeps them current. Migration 0006 carries its own frozen copy
 * (db/migrations/0006-stats-backfill.ts), so changing this never changes a shipped migration.
 */
export async function rebuildDailyStats<D>(db: Kysely<D>): Promise<void> {
  // Given a transaction, the rebuild runs inside it; otherwise it opens its own.
  const inTransaction = <T>(work: (trx: Kysely<D>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  await inTransaction(async (trx) => {
    await refillVisitorsAndClicks(trx);

    // One pass over the raw views gives both the views per day and the referrers (hosts become
    // sites in code, referrer-site.ts, so several hosts of a day may merge into one row); the unique
    // visitors per day are the rows of stats_daily_visitors just written.
    const hosts = await profileViewHosts(trx);
    const uniques = await uniqueVisitorsPerDay(trx);
    const days = new Map<string, DailyViewsRow>();
    const sites = new Map<string, DailyReferrerRow>();
    for (const row of hosts) {
      const dayKey = `${row.user_id}|${row.day}`;
      const day = days.get(dayKey) ?? {
        user_id: Number(row.user_id),
        day: row.day,
        views: 0,
        unique_views: 0,
      };
      day.views += Number(row.n);
      days.set(dayKey, day);
      const site = referrerSite(row.referrer);
      const key = `${dayKey}|${site}`;
      const entry = sites.get(key) ?? { user_id: Number(row.user_id), day: row.day, site, visits: 0 };
      entry.visits += Number(row.n);
      sites.set(key, entry);
    }
    for (const row of uniques) {
      const day = days.get(`${row.user_id}|${row.day}`);
      if (day) day.unique_views = Number(row.n);
    }
    await insertDailyViewRows(trx, [...days.values()]);
    await insertDailyReferrerRows(trx, [...sites.values()]);
  });
}
