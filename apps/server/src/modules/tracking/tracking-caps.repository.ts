import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { DB } from '../../db/schema';

/**
 * Holds the bucket until the transaction ends: a PostgreSQL transaction lock on its hash (SQLite
 * runs one transaction at a time, so nothing to take there).
 */
export async function lockCapBucket(trx: Kysely<DB>, dialect: Dialect, bucket: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
  }
}

export async function hasCapMember(trx: Kysely<DB>, bucket: string, member: string): Promise<boolean> {
  const known = await trx
    .selectFrom('tracking_caps')
    .select('member')
    .where('bucket', '=', bucket)
    .where('member', '=', member)
    .executeTakeFirst();
  return known !== undefined;
}

export async function countCapPlaces(trx: Kysely<DB>, bucket: string): Promise<number> {
  const taken = await trx
    .selectFrom('tracking_caps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bucket', '=', bucket)
    .executeTakeFirstOrThrow();
  return Number(taken.n);
}

export async function takeCapPlace(
  trx: Kysely<DB>,
  place: { bucket: string; member: string; created_at: string },
): Promise<void> {
  await trx.insertInto('tracking_caps').values(place).execute();
}

export async function deleteCapPlacesBefore(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('tracking_caps').where('created_at', '<', before).execute();
}
