import { randomUUID } from 'node:crypto';
import { Money } from '@enlaza/shared/money';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DonationEvents } from './donations-deps';
import { activeGoalId } from './monthly-charge.repository';
import { paymentMethodOf } from './payment-mapping';
import { recordProviderCharge } from './provider-charge';

/** One paid in-person QR order (centavos; ISO-8601), as the provider reported it. */
export interface QrCharge {
  creatorId: number;
  /** Our order id (the order's external_reference). */
  orderId: string;
  /** The provider's order id: one donation per order. */
  providerOrderId: string;
  paymentId: string | null;
  /** The provider's payment type (account_money, bank_transfer, debit_card…), or null. */
  paymentTypeId: string | null;
  amountCents: number;
  eventId: number | null;
  paidAt: string;
}

/**
 * A paid QR order becomes one approved donation of kind 'qr', in the caller's transaction: inserted
 * pending (or not at all when the order already has its donation), then approved through
 * `changeDonationStatus`, so the goal, the event, statistics, the activity log and the wall count it
 * exactly once. Nobody typed a name or a message: the wall shows 'Anónimo'. No platform commission:
 * the order carries no marketplace fee (see docs/decisions.md, 2026-11-28, issue 32).
 */
export async function recordQrCharge(
  trx: Transaction<DB>,
  charge: QrCharge,
  events: DonationEvents,
): Promise<{ donationId: string; created: boolean }> {
  const id = randomUUID();
  const amount = Money.fromCents(charge.amountCents);
  return recordProviderCharge(
    trx,
    'mp_order_id',
    {
      id,
      external_reference: charge.orderId,
      user_id: charge.creatorId,
      goal_id: await activeGoalId(trx, charge.creatorId),
      event_id: charge.eventId,
      amount_cents: amount.cents,
      platform_commission_cents: 0,
      creator_amount_cents: amount.cents,
      currency: 'ARS',
      donor_name: null,
      message: null,
      show_name: 0,
      payment_method: paymentMethodOf(charge.paymentTypeId),
      kind: 'qr',
      mp_order_id: charge.providerOrderId,
      mp_payment_id: charge.paymentId,
      created_at: charge.paidAt,
      updated_at: charge.paidAt,
    },
    charge.paidAt,
    events,
  );
}
