import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { changeDonationStatus } from './donation-status';
import { activeGoalId, donationOfInvoice, insertInvoiceDonation } from './monthly-charge.repository';

/** One charged invoice of a monthly subscription (centavos; ISO-8601). */
export interface InvoiceCharge {
  creatorId: number;
  subscriptionId: string;
  invoiceId: string;
  paymentId: string;
  amountCents: number;
  donorName: string | null;
  chargedAt: string;
}

/**
 * A charged invoice becomes one approved donation of kind 'monthly', in the caller's transaction:
 * inserted pending (or not at all when the invoice already has its donation), then approved through
 * `changeDonationStatus`, so the goal, statistics, featured totals and the activity log count it
 * exactly once. No platform commission: the subscriptions API has no marketplace fee.
 */
export async function recordMonthlyCharge(
  trx: Transaction<DB>,
  charge: InvoiceCharge,
): Promise<{ donationId: string; created: boolean }> {
  const id = randomUUID();
  const goalId = await activeGoalId(trx, charge.creatorId);
  const name = charge.donorName?.trim() || null;
  const inserted = await insertInvoiceDonation(trx, {
    id,
    external_reference: id,
    user_id: charge.creatorId,
    goal_id: goalId,
    amount_cents: charge.amountCents,
    platform_commission_cents: 0,
    creator_amount_cents: charge.amountCents,
    currency: 'ARS',
    mp_status: 'pending',
    donor_name: name,
    message: null,
    show_name: name ? 1 : 0,
    kind: 'monthly',
    subscription_id: charge.subscriptionId,
    mp_invoice_id: charge.invoiceId,
    mp_payment_id: charge.paymentId,
    created_at: charge.chargedAt,
    updated_at: charge.chargedAt,
  });
  if (!inserted) {
    return { donationId: (await donationOfInvoice(trx, charge.invoiceId)) ?? id, created: false };
  }
  await changeDonationStatus(
    trx,
    {
      kind: 'update',
      donationId: id,
      from: 'pending',
      fields: {
        mp_status: 'approved',
        mp_status_detail: 'accredited',
        processed_at: charge.chargedAt,
        mp_updated_at: charge.chargedAt,
        updated_at: charge.chargedAt,
      },
    },
    charge.chargedAt,
  );
  return { donationId: id, created: true };
}
