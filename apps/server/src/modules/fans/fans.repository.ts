import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { enqueueMail, type QueuedMail } from '../../db/mail-queue.repository';
import type { DB, FanSubscribersTable } from '../../db/schema';
import type { OutboundEvent, OutboundEvents } from '../../ports/outbound-events';

export type FanSubscriberRow = Selectable<FanSubscribersTable>;

/** The creator a fan's row belongs to, as the mails and pages name them. */
export interface SubscriberCreator {
  full_name: string;
  username: string;
}

export async function findSubscriber(
  db: Kysely<DB>,
  userId: number,
  email: string,
): Promise<FanSubscriberRow | undefined> {
  return db
    .selectFrom('fan_subscribers')
    .selectAll()
    .where('user_id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function insertPending(db: Kysely<DB>, row: Insertable<FanSubscribersTable>): Promise<void> {
  await db.insertInto('fan_subscribers').values(row).execute();
}

/** A pending row asked again: a new link, and its seven days start again. */
export async function renewPending(
  db: Kysely<DB>,
  id: number,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('fan_subscribers')
    .set({ confirm_token_hash: tokenHash, created_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A subscriber's row with the name and username of the creator it follows. */
function withCreator(db: Kysely<DB>) {
  return db
    .selectFrom('fan_subscribers')
    .innerJoin('users', 'users.id', 'fan_subscribers.user_id')
    .selectAll('fan_subscribers')
    .select(['users.full_name', 'users.username']);
}

/** A pending row by its link's hash, created after `since` (older links are void), with its creator. */
export async function findPendingByToken(
  db: Kysely<DB>,
  tokenHash: string,
  since: string,
): Promise<(FanSubscriberRow & SubscriberCreator) | undefined> {
  return withCreator(db)
    .where('fan_subscribers.confirm_token_hash', '=', tokenHash)
    .where('fan_subscribers.status', '=', 'pending')
    .where('fan_subscribers.created_at', '>', since)
    .executeTakeFirst();
}

/** Confirms the row if its link is still the current one; false when another request did first. */
export async function markConfirmed(
  db: Kysely<DB>,
  id: number,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('fan_subscribers')
    .set({ status: 'confirmed', confirmed_at: now, confirm_token_hash: null })
    .where('id', '=', id)
    .where('confirm_token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findConfirmedById(
  db: Kysely<DB>,
  id: number,
): Promise<(FanSubscriberRow & SubscriberCreator) | undefined> {
  return withCreator(db)
    .where('fan_subscribers.id', '=', id)
    .where('fan_subscribers.status', '=', 'confirmed')
    .executeTakeFirst();
}

export async function deleteSubscriber(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('fan_subscribers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The creator's 'Eliminar': only their own row (another creator's id is not found). */
export async function deleteOwnSubscriber(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('fan_subscribers')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The creator's confirmed subscribers, newest first. */
export async function confirmedSubscribers(db: Kysely<DB>, userId: number): Promise<FanSubscriberRow[]> {
  return db
    .selectFrom('fan_subscribers')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .orderBy('confirmed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Deletes the rows still pending that were created at or before `cutoff`; answers how many. */
export async function deletePendingBefore(db: Kysely<DB>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('fan_subscribers')
    .where('status', '=', 'pending')
    .where('created_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function signupEnabled(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('fan_signup_enabled')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.fan_signup_enabled === 1;
}

export async function setSignupEnabled(
  db: Kysely<DB>,
  userId: number,
  enabled: boolean,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ fan_signup_enabled: enabled ? 1 : 0, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

type Pending = FanSubscriberRow & SubscriberCreator;

/** What the fans' service reads and writes: subscribersStore(db, events) in production, an in-memory fake in unit tests. */
export interface SubscribersStore {
  findSubscriber(userId: number, email: string): Promise<FanSubscriberRow | undefined>;
  insertPending(row: Insertable<FanSubscribersTable>): Promise<void>;
  renewPending(id: number, tokenHash: string, now: string): Promise<boolean>;
  findPendingByToken(tokenHash: string, since: string): Promise<Pending | undefined>;
  markConfirmed(id: number, tokenHash: string, now: string): Promise<boolean>;
  findConfirmedById(id: number): Promise<Pending | undefined>;
  deleteSubscriber(id: number): Promise<boolean>;
  deleteOwnSubscriber(userId: number, id: number): Promise<boolean>;
  confirmedSubscribers(userId: number): Promise<FanSubscriberRow[]>;
  deletePendingBefore(cutoff: string): Promise<number>;
  signupEnabled(userId: number): Promise<boolean>;
  setSignupEnabled(userId: number, enabled: boolean, now: string): Promise<void>;
  enqueueMail(mail: QueuedMail, now: string): Promise<boolean>;
  /** Runs `work` in one transaction, the store it gets bound to it. */
  transaction<T>(work: (tx: FansTransaction) => Promise<T>): Promise<T>;
}

/** The store inside a transaction: also queues what the creator's webhooks hear (issue 37). */
export interface FansTransaction extends SubscribersStore {
  queueEvent(event: OutboundEvent): Promise<void>;
}

export function subscribersStore(db: Kysely<DB>, events: OutboundEvents<Transaction<DB>>): SubscribersStore {
  return {
    findSubscriber: (userId, email) => findSubscriber(db, userId, email),
    insertPending: (row) => insertPending(db, row),
    renewPending: (id, tokenHash, now) => renewPending(db, id, tokenHash, now),
    findPendingByToken: (tokenHash, since) => findPendingByToken(db, tokenHash, since),
    markConfirmed: (id, tokenHash, now) => markConfirmed(db, id, tokenHash, now),
    findConfirmedById: (id) => findConfirmedById(db, id),
    deleteSubscriber: (id) => deleteSubscriber(db, id),
    deleteOwnSubscriber: (userId, id) => deleteOwnSubscriber(db, userId, id),
    confirmedSubscribers: (userId) => confirmedSubscribers(db, userId),
    deletePendingBefore: (cutoff) => deletePendingBefore(db, cutoff),
    signupEnabled: (userId) => signupEnabled(db, userId),
    setSignupEnabled: (userId, enabled, now) => setSignupEnabled(db, userId, enabled, now),
    enqueueMail: (mail, now) => enqueueMail(db, mail, now),
    transaction: (work) =>
      db
        .transaction()
        .execute((trx) =>
          work({ ...subscribersStore(trx, events), queueEvent: (event) => events.queue(trx, event) }),
        ),
  };
}
