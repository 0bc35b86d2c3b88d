import type { Transaction } from 'kysely';
import { enqueueMail } from '../../db/mail-queue.repository';
import type { DB } from '../../db/schema';

/** How often the subscription is charged, as its mails say it ('por mes' / 'por año'). */
export function frequencyOf(value: string): 'monthly' | 'yearly' {
  return value === 'yearly' ? 'yearly' : 'monthly';
}

/** What the monthly mails say about one subscription, read inside the change's transaction. */
async function factsOf(trx: Transaction<DB>, subscriptionId: string) {
  return trx
    .selectFrom('monthly_subscriptions as s')
    .innerJoin('monthly_tiers as t', 't.id', 's.tier_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.user_id',
      's.supporter_email',
      's.supporter_name',
      's.amount_cents',
      's.cancelled_by',
      's.frequency',
      't.name as tier_name',
      'u.full_name',
      'u.username',
      'u.email',
    ])
    .where('s.id', '=', subscriptionId)
    .executeTakeFirst();
}

/**
 * The first authorization: 'Tu aporte mensual está activo' to the supporter and the creator's
 * new-supporter alert. Keyed by subscription: repeated readings queue nothing more.
 */
export async function enqueueActivationMails(trx: Transaction<DB>, subscriptionId: string, now: string) {
  const f = await factsOf(trx, subscriptionId);
  if (!f) return;
  const amount_cents = Number(f.amount_cents);
  const frequency = frequencyOf(f.frequency);
  const base = { userId: f.user_id, donationId: null };
  await enqueueMail(
    trx,
    {
      ...base,
      kind: 'monthly_active',
      recipient: f.supporter_email,
      payload: {
        amount_cents,
        tier_name: f.tier_name,
        creator_name: f.full_name,
        creator_username: f.username,
        frequency,
      },
      dedupeKey: `monthly_active:${subscriptionId}`,
    },
    now,
  );
  await enqueueMail(
    trx,
    {
      ...base,
      kind: 'monthly_new_supporter',
      recipient: f.email,
      payload: {
        amount_cents,
        tier_name: f.tier_name,
        supporter_name: f.supporter_name?.trim() || null,
        frequency,
      },
      dedupeKey: `monthly_new_supporter:${subscriptionId}`,
    },
    now,
  );
}

/** The receipt of one charge (keyed by the donation the invoice became). */
export async function enqueueChargeReceipt(
  trx: Transaction<DB>,
  subscriptionId: string,
  charge: { donationId: string; amountCents: number; chargedAt: string; paymentId: string },
  now: string,
) {
  const f = await factsOf(trx, subscriptionId);
  if (!f) return;
  await enqueueMail(
    trx,
    {
      userId: f.user_id,
      donationId: charge.donationId,
      kind: 'monthly_receipt',
      recipient: f.supporter_email,
      payload: {
        amount_cents: charge.amountCents,
        creator_name: f.full_name,
        creator_username: f.username,
        charged_at: charge.chargedAt,
        operation_number: charge.paymentId,
        frequency: frequencyOf(f.frequency),
      },
    },
    now,
  );
}

/** The creator's alert for a cancellation (once per subscription). */
export async function enqueueCancellationAlert(trx: Transaction<DB>, subscriptionId: string, now: string) {
  const f = await factsOf(trx, subscriptionId);
  if (!f) return;
  await enqueueMail(
    trx,
    {
      userId: f.user_id,
      donationId: null,
      kind: 'monthly_cancelled',
      recipient: f.email,
      payload: {
        amount_cents: Number(f.amount_cents),
        tier_name: f.tier_name,
        supporter_name: f.supporter_name?.trim() || null,
        cancelled_by: f.cancelled_by ?? 'provider',
        frequency: frequencyOf(f.frequency),
      },
      dedupeKey: `monthly_cancelled:${subscriptionId}`,
    },
    now,
  );
}
