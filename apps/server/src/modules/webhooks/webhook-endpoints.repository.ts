import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, WebhookEndpointsTable } from '../../db/schema';

export type EndpointRow = Selectable<WebhookEndpointsTable>;

/** A creator's endpoints, oldest first. */
export function endpointsOf(db: Kysely<DB>, userId: number): Promise<EndpointRow[]> {
  return db.selectFrom('webhook_endpoints').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** One endpoint of this creator (another creator's is not found). */
export function endpointOf(db: Kysely<DB>, userId: number, id: number): Promise<EndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Adds an endpoint unless the creator already has `max`: counted inside the transaction, with the
 * creator's row locked on PostgreSQL so two requests at once cannot both pass the count.
 */
export async function insertEndpoint(
  db: Kysely<DB>,
  values: { user_id: number; url: string; events: string; secret_sealed: string; now: string },
  max: number,
  pg: boolean,
): Promise<EndpointRow | null> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', values.user_id)
      .$if(pg, (q) => q.forUpdate())
      .executeTakeFirst();
    const count = await trx
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', values.user_id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= max) return null;
    return trx
      .insertInto('webhook_endpoints')
      .values({
        user_id: values.user_id,
        url: values.url,
        events: values.events,
        secret_sealed: values.secret_sealed,
        created_at: values.now,
        updated_at: values.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Deletes an endpoint of this creator (its deliveries go with it); answers whether it existed. */
export async function deleteEndpoint(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('webhook_endpoints')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function replaceSecret(
  db: Kysely<DB>,
  userId: number,
  id: number,
  secretSealed: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ secret_sealed: secretSealed, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The enabled endpoints of a creator, inside the transaction of the change that causes an event. */
export function activeEndpointsOf(trx: Transaction<DB>, userId: number) {
  return trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('user_id', '=', userId)
    .where('disabled_at', 'is', null)
    .execute();
}

/** The endpoint a delivery goes to, with its sealed secret. */
export function endpointById(db: Kysely<DB>, id: number): Promise<EndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A success ends the endpoint's run of failures. */
export async function clearFailing(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: null })
    .where('id', '=', id)
    .where('failing_since', 'is not', null)
    .execute();
}

/** A failure starts the endpoint's run of failures, unless one is running; answers when it started. */
export async function markFailing(db: Kysely<DB>, id: number, now: string): Promise<string> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: now })
    .where('id', '=', id)
    .where('failing_since', 'is', null)
    .execute();
  const row = await db
    .selectFrom('webhook_endpoints')
    .select('failing_since')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.failing_since ?? now;
}

/**
 * Disables an endpoint (3 days of failures) and gives up its pending deliveries, in one
 * transaction; answers whether this call disabled it (another worker may have), and the creator's
 * email to tell.
 */
export async function disableEndpoint(
  db: Kysely<DB>,
  id: number,
  now: string,
): Promise<{ email: string; userId: number; url: string } | null> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('webhook_endpoints')
      .set({ disabled_at: now, updated_at: now })
      .where('id', '=', id)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', last_error: 'endpoint disabled', finished_at: now })
      .where('endpoint_id', '=', id)
      .where('status', '=', 'pending')
      .execute();
    const row = await trx
      .selectFrom('webhook_endpoints as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select(['u.email', 'u.id as userId', 'w.url', 'u.deleted_at'])
      .where('w.id', '=', id)
      .executeTakeFirst();
    return row && row.deleted_at === null ? { email: row.email, userId: row.userId, url: row.url } : null;
  });
}
