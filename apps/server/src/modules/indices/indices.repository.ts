import type { IndexKey, IndexPoint } from '@enlaza/shared/indices';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A value recorded by hand: the job never overwrites it. */
export const OPERATOR_SOURCE = 'operator';

/** Rows per insert (5 parameters each: well under SQLite's and PostgreSQL's limits). */
const CHUNK = 500;

export interface StoredLatest {
  day: string;
  value: string;
  source: string;
}

export interface RefreshRow {
  series_key: string;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  failures: number;
}

/** The price index tables (migration 0032). */
export class IndicesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Stores what the source gave: new days are added, days it gave before take its current value,
   * and a value an operator recorded stays as it is. Answers how many rows were written.
   */
  async storeFetched(key: IndexKey, points: IndexPoint[], source: string, now: string): Promise<number> {
    let written = 0;
    for (let i = 0; i < points.length; i += CHUNK) {
      const rows = points.slice(i, i + CHUNK).map((p) => ({
        series_key: key,
        day: p.date,
        value: p.value,
        source,
        recorded_at: now,
      }));
      const result = await this.db
        .insertInto('price_index_values')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['series_key', 'day'])
            .doUpdateSet((eb) => ({
              value: eb.ref('excluded.value'),
              source: eb.ref('excluded.source'),
              recorded_at: eb.ref('excluded.recorded_at'),
            }))
            .where((eb) =>
              eb.and([
                eb('price_index_values.source', '!=', OPERATOR_SOURCE),
                eb.or([
                  eb('price_index_values.value', '!=', eb.ref('excluded.value')),
                  eb('price_index_values.source', '!=', eb.ref('excluded.source')),
                ]),
              ]),
            ),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    return written;
  }

  /** Records (or corrects) one value by hand; answers the value it replaced, if any. */
  async setByHand(key: IndexKey, day: string, value: string, now: string): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('price_index_values')
        .select('value')
        .where('series_key', '=', key)
        .where('day', '=', day)
        .executeTakeFirst();
      await trx
        .insertInto('price_index_values')
        .values({ series_key: key, day, value, source: OPERATOR_SOURCE, recorded_at: now })
        .onConflict((oc) =>
          oc.columns(['series_key', 'day']).doUpdateSet({ value, source: OPERATOR_SOURCE, recorded_at: now }),
        )
        .execute();
      return before?.value ?? null;
    });
  }

  async latest(key: IndexKey): Promise<StoredLatest | undefined> {
    return this.db
      .selectFrom('price_index_values')
      .select(['day', 'value', 'source'])
      .where('series_key', '=', key)
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The series from `fromDay` on, in ascending date order. */
  async series(key: IndexKey, fromDay: string): Promise<IndexPoint[]> {
    const rows = await this.db
      .selectFrom('price_index_values')
      .select(['day', 'value'])
      .where('series_key', '=', key)
      .where('day', '>=', fromDay)
      .orderBy('day', 'asc')
      .execute();
    return rows.map((row) => ({ date: row.day, value: row.value }));
  }

  async refreshes(): Promise<RefreshRow[]> {
    return this.db
      .selectFrom('price_index_refreshes')
      .select(['series_key', 'last_attempt_at', 'last_success_at', 'last_error', 'failures'])
      .execute();
  }

  async recordSuccess(key: IndexKey, now: string): Promise<void> {
    await this.db
      .insertInto('price_index_refreshes')
      .values({ series_key: key, last_attempt_at: now, last_success_at: now, last_error: null, failures: 0 })
      .onConflict((oc) =>
        oc
          .column('series_key')
          .doUpdateSet({ last_attempt_at: now, last_success_at: now, last_error: null, failures: 0 }),
      )
      .execute();
  }

  async recordFailure(key: IndexKey, now: string, error: string): Promise<void> {
    await this.db
      .insertInto('price_index_refreshes')
      .values({
        series_key: key,
        last_attempt_at: now,
        last_success_at: null,
        last_error: error,
        failures: 1,
      })
      .onConflict((oc) =>
        oc.column('series_key').doUpdateSet((eb) => ({
          last_attempt_at: now,
          last_error: error,
          failures: eb('price_index_refreshes.failures', '+', 1),
        })),
      )
      .execute();
  }
}
