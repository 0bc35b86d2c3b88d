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

/**
 * Starts the visitor's session on a page unless one started after `since`: inserts or renews the
 * session's row only when it is older, in one statement (on PostgreSQL the row's lock orders two
 * copies, the second then sees the first's start). Answers whether a session started.
 */
export async function startSession(
  trx: Kysely<DB>,
  session: { bucket: string; member: string; created_at: string },
  since: string,
): Promise<boolean> {
  const started = await trx
    .insertInto('tracking_caps')
    .values(session)
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'member'])
        .doUpdateSet({ created_at: session.created_at })
        .where('tracking_caps.created_at', '<=', since),
    )
    .returning('bucket')
    .executeTakeFirst();
  return started !== undefined;
}

/**
 * Holds every bucket of a batch until the transaction ends, in one statement: the locks are taken in
 * the order of their keys (the subquery's OFFSET 0 keeps that order), so two copies taking
 * overlapping batches wait for each other instead of deadlocking. SQLite: nothing to take.
 */
export async function lockCapBuckets(
  trx: Kysely<DB>,
  dialect: Dialect,
  buckets: readonly string[],
): Promise<void> {
  if (dialect !== 'postgres' || buckets.length === 0) return;
  await sql`select pg_advisory_xact_lock(s.k) from (select distinct hashtext(b) as k from unnest(${[...buckets]}::text[]) as b order by k offset 0) as s`.execute(
    trx,
  );
}

/** Every place taken in these buckets (a cap's bucket holds at most its limit of places). */
export function capPlacesIn(trx: Kysely<DB>, buckets: readonly string[]) {
  if (buckets.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('tracking_caps')
    .select(['bucket', 'member'])
    .where('bucket', 'in', [...buckets])
    .execute();
}

export async function takeCapPlaces(trx: Kysely<DB>, places: readonly CapPlace[]): Promise<void> {
  if (places.length === 0) return;
  await trx
    .insertInto('tracking_caps')
    .values([...places])
    .execute();
}

/**
 * `startSession` for many sessions in one statement (no two with the same bucket and member): a row
 * is renewed only when it started VIEW_SESSION_MS (`windowMinutes`) or more before the new view.
 * Answers the sessions that started. Rows are locked in the order given (sort them).
 */
export async function startSessions(
  trx: Kysely<DB>,
  dialect: Dialect,
  sessions: readonly CapPlace[],
  windowMinutes: number,
): Promise<{ bucket: string; member: string }[]> {
  if (sessions.length === 0) return [];
  // ISO-8601 UTC text on both sides: the new view's time less the window, compared as text.
  const sinceOfNew =
    dialect === 'postgres'
      ? sql<string>`to_char((excluded.created_at::timestamptz - ${`${windowMinutes} minutes`}::interval) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', excluded.created_at, ${`-${windowMinutes} minutes`})`;
  return trx
    .insertInto('tracking_caps')
    .values([...sessions])
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'member'])
        .doUpdateSet((eb) => ({ created_at: eb.ref('excluded.created_at') }))
        .where('tracking_caps.created_at', '<=', sinceOfNew),
    )
    .returning(['bucket', 'member'])
    .execute();
}

/** A place in a cap's bucket, or a session's row (its time the session's start). */
export interface CapPlace {
  bucket: string;
  member: string;
  created_at: string;
}

/**
 * The tracking_caps statements of one transaction, bound to it (tracking-store.ts; an in-memory fake
 * in unit tests). Same meaning as the functions above.
 */
export interface CapsWrites {
  lockCapBucket(bucket: string): Promise<void>;
  hasCapMember(bucket: string, member: string): Promise<boolean>;
  countCapPlaces(bucket: string): Promise<number>;
  takeCapPlace(place: CapPlace): Promise<void>;
  startSession(session: CapPlace, since: string): Promise<boolean>;
  lockCapBuckets(buckets: readonly string[]): Promise<void>;
  capPlacesIn(buckets: readonly string[]): Promise<{ bucket: string; member: string }[]>;
  takeCapPlaces(places: readonly CapPlace[]): Promise<void>;
  /** The sessions (bucket, member) that started; a row renews `windowMinutes` after its start. */
  startSessions(
    sessions: readonly CapPlace[],
    windowMinutes: number,
  ): Promise<{ bucket: string; member: string }[]>;
}
