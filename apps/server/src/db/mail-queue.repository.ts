import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * The mails a change can cause, each with the payload its template needs (nothing more: the payload
 * is stored until the mail is sent). Written by whoever makes the change, inside its transaction;
 * read and sent by the mail-queue worker (modules/mail-queue).
 */
export interface MailPayloads {
  donor_receipt: {
    amount_cents: number;
    creator_name: string;
    creator_username: string;
    /** ISO instant the payment was approved. */
    approved_at: string;
    /** The provider's operation number (mp_payment_id). */
    operation_number: string | null;
  };
  creator_alert: {
    amount_cents: number;
    /** Null: the donor left no name ('Anónimo'). */
    donor_name: string | null;
    message: string | null;
    message_public: boolean;
    approved_at: string;
  };
  creator_digest: {
    /** The Argentine day ('YYYY-MM-DD') the digest lists. */
    day: string;
    count: number;
    total_cents: number;
    /** The first contributions of the day (at most DIGEST_MAX_ITEMS); `count` has them all. */
    items: MailPayloads['creator_alert'][];
  };
  refund_notice: {
    amount_cents: number;
    donor_name: string | null;
    operation_number: string | null;
  };
  /** To an erased account's address: the account is gone. Nothing personal in it. */
  account_deleted: {
    /** ISO instant of the erasure. */
    deleted_at: string;
  };
  chargeback_notice: {
    amount_cents: number;
    donor_name: string | null;
    operation_number: string | null;
    /** ISO instant until which the creator may send evidence, when the provider gave one. */
    evidence_deadline: string | null;
  };
  /** The supporter's confirmation of a cancellation made on /baja (issue 21), with its code. */
  monthly_cancel_confirmation: {
    creator_name: string;
    tier_name: string;
    amount_cents: number;
    cancelled_at: string;
    code: string;
  };
  // Monthly support (issue 21): the supporter's mails carry the /baja link; amounts are per month.
  monthly_active: {
    amount_cents: number;
    tier_name: string;
    creator_name: string;
    creator_username: string;
    /** Issue 34: how often `amount_cents` is charged; absent (mails queued before) reads as monthly. */
    frequency?: 'monthly' | 'yearly';
  };
  monthly_receipt: {
    amount_cents: number;
    creator_name: string;
    creator_username: string;
    /** ISO instant of the charge. */
    charged_at: string;
    /** The invoice's payment id at the provider. */
    operation_number: string;
    /** Issue 34: how often `amount_cents` is charged; absent (mails queued before) reads as monthly. */
    frequency?: 'monthly' | 'yearly';
  };
  monthly_new_supporter: {
    amount_cents: number;
    tier_name: string;
    /** Null: 'Anónimo'. */
    supporter_name: string | null;
    /** Issue 34: how often `amount_cents` is charged; absent (mails queued before) reads as monthly. */
    frequency?: 'monthly' | 'yearly';
  };
  monthly_cancelled: {
    amount_cents: number;
    tier_name: string;
    supporter_name: string | null;
    /** 'supporter' | 'creator' | 'provider'. */
    cancelled_by: string;
    /** Issue 34: how often `amount_cents` is charged; absent (mails queued before) reads as monthly. */
    frequency?: 'monthly' | 'yearly';
  };
  /** Issue 33, to each supporter 7 days before an indexed tier's adjustment (with the /baja link). */
  monthly_adjustment_notice: {
    creator_name: string;
    creator_username: string;
    tier_name: string;
    from_cents: number;
    to_cents: number;
    /** 'YYYY-MM-DD', the day the new amount applies. */
    effective_day: string;
    /** Why (the tier's rule) and the index figures, as the mail reads them. */
    why: string;
    figures: string[];
  };
  /** Issue 33, to the creator: the supporters were told of the adjustment (and of a clamp). */
  monthly_adjustment_creator: {
    tier_name: string;
    from_cents: number;
    to_cents: number;
    effective_day: string;
    supporters: number;
    clamped: boolean;
    figures: string[];
  };
  /** Issue 34, to a supporter: the last charge was rejected; the provider retries. */
  monthly_payment_failed: {
    amount_cents: number;
    creator_name: string;
    /** The payment's status_detail at the provider, or null. */
    reason: string | null;
    next_retry_at: string | null;
    /** The subscription's own page at the provider (update the payment method). */
    manage_url: string;
    /** Issue 34: how often `amount_cents` is charged; absent (mails queued before) reads as monthly. */
    frequency?: 'monthly' | 'yearly';
  };
  /** Issue 34, to a gift's recipient: months of a tier, paid once by someone else. */
  monthly_gift: {
    creator_name: string;
    creator_username: string;
    tier_name: string;
    months: number;
    giver_name: string | null;
    message: string | null;
    ends_at: string;
  };
  /** Issue 22: the link's token sealed with the server's key (lib/crypto encrypt), never in clear at rest. */
  email_verification: {
    name: string;
    sealed_token: string;
  };
  /** Issue 22, to the old address: the account's email changed to `masked_email`. */
  email_changed: {
    name: string;
    masked_email: string;
  };
  /** To the creator: an operator suspended their page (issue 22), with the reason given. */
  page_suspended: {
    reason: string;
  };
  /** Issue 24, to a fan: confirm 'Recibe novedades'; the link's token sealed like the verification's. */
  fan_confirmation: {
    creator_name: string;
    sealed_token: string;
  };
  /** Issue 37, to the creator: a webhook endpoint failed for `days` days and was disabled. */
  webhook_disabled: {
    url: string;
    days: number;
  };
  /** Issue 36, to the creator: the last 12 months' collections crossed `threshold` % of the ceiling. */
  tax_ceiling: {
    category: string;
    threshold: number;
  };
  /**
   * Issue 35: a post mailed to a fan ('fan') or a monthly supporter ('supporter'). The body is the
   * post's safe HTML (rendered by modules/posts, raw HTML off); the unsubscribe link is sealed.
   */
  post_mail: {
    creator_name: string;
    title: string;
    body_html: string;
    /** The post's public page (the list page for a post not shown there). */
    page_path: string;
    reason: 'fan' | 'supporter';
    sealed_unsubscribe: string;
  };
  /** Issue 35, to a monthly supporter who asked: the one-use access link to gated posts (token sealed). */
  post_access: {
    creator_name: string;
    creator_username: string;
    sealed_token: string;
  };
  /** Issue 24, to a fan who confirmed: with the one-click unsubscribe link (token sealed). */
  fan_welcome: {
    creator_name: string;
    creator_username: string;
    sealed_unsubscribe: string;
  };
}

export type MailKind = keyof MailPayloads;

/** One mail to queue: `kind` and `payload` agree. */
export type QueuedMail = {
  [K in MailKind]: {
    kind: K;
    recipient: string;
    /** The creator the mail is about (the receiver of the donation, the digest's or the account's creator). */
    userId: number;
    /** Null for the digest, the account mails and the suspension notice. */
    donationId: string | null;
    payload: MailPayloads[K];
    /** Defaults to `${kind}:${donationId}:${recipient}`; the digest passes its own. */
    dedupeKey?: string;
    /** The post a 'post_mail' carries (its mailing's progress counts these rows). */
    postId?: number;
  };
}[MailKind];

export function mailDedupeKey(mail: QueuedMail): string {
  return mail.dedupeKey ?? `${mail.kind}:${mail.donationId ?? ''}:${mail.recipient.toLowerCase()}`;
}

/**
 * Queues a mail, due at once. Pass the transaction of the change that causes it, so the mail exists
 * exactly when the change does. A mail with the same dedupe key (same kind, recipient and
 * donation) is kept as it is: answers whether this call added it.
 */
export async function enqueueMail(trx: Kysely<DB>, mail: QueuedMail, now: string): Promise<boolean> {
  const result = await trx
    .insertInto('mail_queue')
    .values({
      kind: mail.kind,
      recipient: mail.recipient,
      donation_id: mail.donationId,
      user_id: mail.userId,
      post_id: mail.postId ?? null,
      dedupe_key: mailDedupeKey(mail),
      payload: JSON.stringify(mail.payload),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
