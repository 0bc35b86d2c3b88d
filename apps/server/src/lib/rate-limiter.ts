import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Clock } from './clock';

/**
 * Sliding-window counters kept in the database, so limits hold across restarts and across
 * several server copies sharing one database.
 */
export class RateLimiter {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async count(bucket: string, windowMs: number): Promise<number> {
    const since = new Date(this.clock.now().getTime() - windowMs).toISOString();
    const row = await this.db
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bucket', '=', bucket)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async record(bucket: string): Promise<void> {
    await this.db
      .insertInto('rate_limit_hits')
      .values({ bucket, created_at: this.clock.now().toISOString() })
      .execute();
  }

  /** Records a hit and says whether it is still within `max` hits per window. */
  async take(bucket: string, max: number, windowMs: number): Promise<boolean> {
    const used = await this.count(bucket, windowMs);
    if (used >= max) return false;
    await this.record(bucket);
    return true;
  }

  async clear(bucket: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).execute();
  }

  /** Drops hits older than the longest window in use. */
  async purge(olderThanMs = 3_600_000): Promise<void> {
    const before = new Date(this.clock.now().getTime() - olderThanMs).toISOString();
    await this.db.deleteFrom('rate_limit_hits').where('created_at', '<', before).execute();
  }
}
