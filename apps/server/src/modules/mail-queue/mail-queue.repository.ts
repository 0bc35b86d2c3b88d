import type { Kysely, Selectable } from 'kysely';
import type { DB, MailQueueTable } from '../../db/schema';

export type MailRow = Selectable<MailQueueTable>;

/** Pending mails whose time has come, the longest due first. */
export function dueMails(db: Kysely<DB>, now: string, limit: number): Promise<MailRow[]> {
  return db
    .selectFrom('mail_queue')
    .selectAll()
    .where('status', '=', 'pending')
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
