import type { Kysely, Selectable } from 'kysely';
import { enqueueMail, type QueuedMail } from '../../db/mail-queue.repository';
import type { DB, MailQueueTable } from '../../db/schema';

export type MailRow = Selectable<MailQueueTable>;
export type DigestDonationRow = Awaited<ReturnType<typeof digestDonations>>[number];

/** What the worker reads and writes: mailQueueStore(db) in production, an in-memory fake in unit tests. */
export interface MailQueueStore {
  /** Due mails: every kind but post mails, or post mails only (`postMails`), which go at a set rate. */
  dueMails(now: string, limit: number, postMails?: boolean): Promise<MailRow[]>;
  /** Post mails sent at or after `since` (the sending rate's window). */
  postMailsSentSince(since: string): Promise<number>;
  /** An address a delivery failed for good: 'rebotado' (kept as a keyed hash). */
  markBounced(addressKey: string, now: string): Promise<void>;
  claimMail(row: MailRow, retryAt: string): Promise<boolean>;
  markSent(id: number, now: string): Promise<void>;
  forgetRecipient(id: number): Promise<void>;
  markAttemptFailed(id: number, error: string, retryAt: string | null): Promise<void>;
  digestDonations(from: string, to: string): Promise<DigestDonationRow[]>;
  enqueueMail(mail: QueuedMail, now: string): Promise<boolean>;
}

export function mailQueueStore(db: Kysely<DB>): MailQueueStore {
  return {
    dueMails: (now, limit, postMails) => dueMails(db, now, limit, postMails),
    postMailsSentSince: (since) => postMailsSentSince(db, since),
    markBounced: (addressKey, now) => markBounced(db, addressKey, now),
    claimMail: (row, retryAt) => claimMail(db, row, retryAt),
    markSent: (id, now) => markSent(db, id, now),
    forgetRecipient: (id) => forgetRecipient(db, id),
    markAttemptFailed: (id, error, retryAt) => markAttemptFailed(db, id, error, retryAt),
    digestDonations: (from, to) => digestDonations(db, from, to),
    enqueueMail: (mail, now) => enqueueMail(db, mail, now),
  };
}

/** Pending mails whose time has come, the longest due first: post mails, or every other kind. */
export function dueMails(db: Kysely<DB>, now: string, limit: number, postMails = false): Promise<MailRow[]> {
  return db
    .selectFrom('mail_queue')
    .selectAll()
    .where('status', '=', 'pending')
    .where('kind', postMails ? '=' : '<>', 'post_mail')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a due mail for one attempt: counts the attempt and pushes its next try to `retryAt`, only
 * if nobody took it since it was read (same attempts, still pending). Answers whether we took it, so
 * two workers never send the same row; a worker that dies mid-send leaves it to be retried at `retryAt`.
 */
export async function claimMail(db: Kysely<DB>, row: MailRow, retryAt: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ attempts: row.attempts + 1, next_attempt_at: retryAt })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function postMailsSentSince(db: Kysely<DB>, since: string): Promise<number> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'post_mail')
    .where('status', '=', 'sent')
    .where('sent_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function markBounced(db: Kysely<DB>, addressKey: string, now: string): Promise<void> {
  await db
    .insertInto('mail_bounces')
    .values({ address_key: addressKey, bounced_at: now })
    .onConflict((oc) => oc.column('address_key').doNothing())
    .execute();
}

export async function markSent(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({ status: 'sent', sent_at: now, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or given up ('failed') when `retryAt` is null. */
/**
 * Mails whose address must not outlive their sending (the goodbye to an erased account, a fan's
 * mails: their list holds the address): once sent,
 * the row keeps no recipient.
 */
export const FORGET_RECIPIENT_AFTER_SENDING: readonly string[] = [
  'account_deleted',
  'fan_confirmation',
  'fan_welcome',
  'post_mail',
  'post_access',
];

export async function forgetRecipient(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('mail_queue').set({ recipient: '' }).where('id', '=', id).execute();
}

export async function markAttemptFailed(
  db: Kysely<DB>,
  id: number,
  error: string,
  retryAt: string | null,
): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set(
      retryAt === null
        ? { status: 'failed', last_error: error }
        : { last_error: error, next_attempt_at: retryAt },
    )
    .where('id', '=', id)
    .execute();
}

/**
 * The approved donations between `from` and `to` (ISO) of the creators who chose the daily digest,
 * per creator in the order they came.
 */
export function digestDonations(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('donations as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.user_id',
      'u.email',
      'd.amount_cents',
      'd.donor_name',
      'd.message',
      'd.message_public',
      'd.processed_at',
    ])
    .where('u.donation_alerts', '=', 'daily')
    .where('d.mp_status', '=', 'approved')
    .where('d.processed_at', '>=', from)
    .where('d.processed_at', '<', to)
    .orderBy('d.user_id')
    .orderBy('d.processed_at')
    .execute();
}
