import type { Kysely, Transaction } from 'kysely';
import { enqueueMail, type QueuedMail } from '../../db/mail-queue.repository';
import type { DB } from '../../db/schema';
import type { PostRow } from './posts.repository';

/** A published post waiting for its mailing, with its creator's name and username. */
export type PostToMail = PostRow & { full_name: string; username: string };

/** Published posts asked to be mailed whose mailing is not decided yet, oldest first. */
export function postsToMail(db: Kysely<DB>, limit: number): Promise<PostToMail[]> {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .selectAll('posts')
    .select(['users.full_name', 'users.username'])
    .where('posts.status', '=', 'published')
    .where('posts.send_email', '=', 1)
    .where('posts.mail_status', 'is', null)
    .orderBy('posts.published_at')
    .orderBy('posts.id')
    .limit(limit)
    .execute();
}

/** The creator's mailings queued in [from, to). */
export async function mailingsQueuedBetween(
  db: Kysely<DB>,
  userId: number,
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('mail_status', '=', 'queued')
    .where('mail_queued_at', '>=', from)
    .where('mail_queued_at', '<', to)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The creator's posts to be mailed on the day [from, to) besides `exceptId`: queued that day, or
 * published or scheduled for it with `send_email` and no mailing decided yet.
 */
export async function mailingsPlannedBetween(
  db: Kysely<DB>,
  userId: number,
  from: string,
  to: string,
  exceptId: number | null,
): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('id', '<>', exceptId ?? 0)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('mail_status', '=', 'queued'),
          eb('mail_queued_at', '>=', from),
          eb('mail_queued_at', '<', to),
        ]),
        eb.and([
          eb('mail_status', 'is', null),
          eb('send_email', '=', 1),
          eb.or([
            eb.and([
              eb('status', '=', 'published'),
              eb('published_at', '>=', from),
              eb('published_at', '<', to),
            ]),
            eb.and([eb('status', '=', 'scheduled'), eb('publish_at', '>=', from), eb('publish_at', '<', to)]),
          ]),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Which of these keyed addresses bounced for good. */
export async function bouncedKeys(db: Kysely<DB>, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('mail_bounces')
    .select('address_key')
    .where('address_key', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.address_key));
}

/** Which of these keyed addresses left this creator's post mails. */
export async function optedOutKeys(db: Kysely<DB>, userId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('post_mail_optouts')
    .select('address_key')
    .where('user_id', '=', userId)
    .where('address_key', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.address_key));
}

/** The creator a supporter's opt-out link names. */
export function optOutCreator(
  db: Kysely<DB>,
  userId: number,
): Promise<{ full_name: string; username: string } | undefined> {
  return db.selectFrom('users').select(['full_name', 'username']).where('id', '=', userId).executeTakeFirst();
}

/** A supporter leaves the creator's post mails (kept once). */
export async function insertOptOut(
  db: Kysely<DB>,
  userId: number,
  addressKey: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('post_mail_optouts')
    .values({ user_id: userId, address_key: addressKey, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'address_key']).doNothing())
    .execute();
}

/**
 * Decides a post's mailing once: 'queued' (with its total) or 'limit'. False when another round
 * decided it first (the condition on `mail_status`).
 */
export async function markMailing(
  trx: Transaction<DB>,
  postId: number,
  status: 'queued' | 'limit',
  total: number,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('posts')
    .set({ mail_status: status, mail_total: total, mail_queued_at: now })
    .where('id', '=', postId)
    .where('mail_status', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function queuePostMail(trx: Transaction<DB>, mail: QueuedMail, now: string): Promise<boolean> {
  return enqueueMail(trx, mail, now);
}

/** A mailing's mails sent and given up so far. */
export interface MailingCounts {
  sent: number;
  failed: number;
}

/** Each post's mails by status: the progress 'Enviado a X de Y'. */
export function mailingProgress(
  db: Kysely<DB>,
  postIds: number[],
): Promise<{ post_id: number | null; status: string; n: number }[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('mail_queue')
    .select(['post_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('post_id', 'in', postIds)
    .groupBy(['post_id', 'status'])
    .execute();
}
