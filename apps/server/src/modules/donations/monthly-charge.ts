import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { hasBlockedWord, parseBlockedWords } from './blocked-words';
import type { DonationEvents } from './donations-deps';
import { activeGoalId, blockedWordsOf, hasCharges } from './monthly-charge.repository';
import { recordProviderCharge } from './provider-charge';

/** One charged invoice of a monthly subscription (centavos; ISO-8601). */
export interface InvoiceCharge {
  creatorId: number;
  subscriptionId: string;
  invoiceId: string;
  paymentId: string;
  amountCents: number;
  donorName: string | null;
  /** What the supporter wrote when subscribing. */
  message: string | null;
  chargedAt: string;
}

/**
 * A charged invoice becomes one approved donation of kind 'monthly' (`recordProviderCharge`: once
 * per invoice, through the one status path). No platform commission: the subscriptions API has no marketplace fee. The
 * supporter's message rides on the subscription's first charge only (one message per act of
 * support, as a donation has), under the wall's rules: a blocked word stores it hidden.
 */
export async function recordMonthlyCharge(
  trx: Transaction<DB>,
  charge: InvoiceCharge,
  events: DonationEvents,
): Promise<{ donationId: string; created: boolean }> {
  const id = randomUUID();
  const goalId = await activeGoalId(trx, charge.creatorId);
  const name = charge.donorName?.trim() || null;
  const typed = charge.message?.trim() || null;
  const message = typed && !(await hasCharges(trx, charge.subscriptionId)) ? typed : null;
  const blocked =
    message !== null &&
    hasBlockedWord(message, parseBlockedWords(await blockedWordsOf(trx, charge.creatorId)));
  return recordProviderCharge(
    trx,
    'mp_invoice_id',
    {
      id,
      external_reference: id,
      user_id: charge.creatorId,
      goal_id: goalId,
      amount_cents: charge.amountCents,
      platform_commission_cents: 0,
      creator_amount_cents: charge.amountCents,
      currency: 'ARS',
      donor_name: name,
      message,
      message_hidden: blocked ? 1 : 0,
      show_name: name ? 1 : 0,
      kind: 'monthly',
      subscription_id: charge.subscriptionId,
      mp_invoice_id: charge.invoiceId,
      mp_payment_id: charge.paymentId,
      created_at: charge.chargedAt,
      updated_at: charge.chargedAt,
    },
    charge.chargedAt,
    events,
  );
}
