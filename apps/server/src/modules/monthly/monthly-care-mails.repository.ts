import type { Kysely, Transaction } from 'kysely';
import { enqueueMail } from '../../db/mail-queue.repository';
import type { DB } from '../../db/schema';
import { frequencyOf } from './monthly-mails.repository';

/** What the failed-charge mail says, and which failed invoice it is about. */
export interface PaymentFailedNotice {
  invoiceId: string;
  reason: string | null;
  nextRetryAt: string | null;
  /** The subscription's own page at the provider. */
  manageUrl: string;
  /** A creator's resend ('Reenviar correo') is keyed by its day, the first mail by the invoice. */
  resendDay?: string;
}

/**
 * 'No pudimos cobrar tu aporte mensual' to the supporter (issue 34), in the change's transaction.
 * Keyed by subscription and failed invoice: duplicate notifications, on any copy, queue it once.
 * Answers whether it was queued now.
 */
export async function enqueuePaymentFailedMail(
  trx: Kysely<DB>,
  subscriptionId: string,
  notice: PaymentFailedNotice,
  now: string,
): Promise<boolean> {
  const f = await trx
    .selectFrom('monthly_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 's.supporter_email', 's.amount_cents', 's.frequency', 'u.full_name'])
    .where('s.id', '=', subscriptionId)
    .executeTakeFirst();
  if (!f) return false;
  const key = notice.resendDay
    ? `monthly_payment_failed:${subscriptionId}:resend:${notice.resendDay}`
    : `monthly_payment_failed:${subscriptionId}:${notice.invoiceId}`;
  return enqueueMail(
    trx,
    {
      userId: f.user_id,
      donationId: null,
      kind: 'monthly_payment_failed',
      recipient: f.supporter_email,
      payload: {
        amount_cents: Number(f.amount_cents),
        creator_name: f.full_name,
        reason: notice.reason,
        next_retry_at: notice.nextRetryAt,
        manage_url: notice.manageUrl,
        frequency: frequencyOf(f.frequency),
      },
      dedupeKey: key,
    },
    now,
  );
}

/** The creator's 'Reenviar correo': the mail again and when, in one transaction; false when another resend won. */
export async function resendPaymentFailedMail(
  db: Kysely<DB>,
  subscriptionId: string,
  notice: PaymentFailedNotice,
  notBefore: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx: Transaction<DB>) => {
    const claimed = await trx
      .updateTable('monthly_subscriptions')
      .set({ failure_resent_at: now })
      .where('id', '=', subscriptionId)
      .where((eb) => eb.or([eb('failure_resent_at', 'is', null), eb('failure_resent_at', '<=', notBefore)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await enqueuePaymentFailedMail(trx, subscriptionId, notice, now);
    return true;
  });
}
