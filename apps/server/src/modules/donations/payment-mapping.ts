import { DONATION_STATUSES, type DonationStatus, type PaymentMethod } from '@enlaza/shared/donations';
import type { Money } from '@enlaza/shared/money';

/** Mercado Pago payment status → donation status; anything unknown stays pending. */
export function donationStatusOf(providerStatus: string): DonationStatus {
  switch (providerStatus) {
    case 'approved':
      return 'approved';
    case 'rejected':
      return 'rejected';
    case 'cancelled':
      return 'cancelled';
    case 'refunded':
      return 'refunded';
    case 'charged_back':
      return 'charged_back';
    case 'in_mediation':
      return 'in_mediation';
    default:
      // pending, in_process, authorized
      return 'pending';
  }
}

/** Mercado Pago payment_type_id → the product's payment methods. */
export function paymentMethodOf(paymentTypeId: string | null): PaymentMethod | null {
  switch (paymentTypeId) {
    case 'credit_card':
      return 'credit_card';
    case 'debit_card':
    case 'prepaid_card':
      return 'debit_card';
    case 'bank_transfer':
      return 'bank_transfer';
    case 'ticket':
    case 'atm':
      return 'cash';
    case 'account_money':
    case 'digital_wallet':
    case 'digital_currency':
      return 'digital_wallet';
    default:
      return null;
  }
}

/** The platform's cut of an amount, rounded to the centavo. */
export function commissionOf(amount: Money, percent: number): Money {
  return amount.percent(percent);
}

/**
 * How far along a payment's life a status is. Two readings stamped with the same provider time
 * are ordered by it, so an earlier state never replaces a later one: a dispute comes after the
 * approval, and its end (chargeback) or a refund after the dispute.
 */
export function progressRank(status: DonationStatus): number {
  switch (status) {
    case 'pending':
      return 0;
    case 'in_mediation':
      return 2;
    case 'refunded':
    case 'charged_back':
      return 3;
    default:
      // approved, rejected, cancelled
      return 1;
  }
}

/** The statuses a donation may take next from each one, whatever the provider's timestamps say. */
const ANY: readonly DonationStatus[] = DONATION_STATUSES;
const NEXT_STATUSES: Record<DonationStatus, readonly DonationStatus[]> = {
  pending: ANY,
  // The approved money is refunded (by the creator or the provider), disputed or charged back.
  approved: ['refunded', 'charged_back', 'in_mediation'],
  // A dispute ends charged back, refunded, or in the seller's favour (approved again).
  in_mediation: ['approved', 'charged_back', 'refunded'],
  // Final: a late or replayed reading of an earlier state never brings the money back.
  refunded: [],
  charged_back: [],
  // No money moved: the provider's newer reading decides, as for a pending one.
  rejected: ANY,
  cancelled: ANY,
};

/** Whether a donation showing `from` may move to `to` (the same status is always a fresher reading). */
export function canMoveTo(from: DonationStatus, to: DonationStatus): boolean {
  return from === to || NEXT_STATUSES[from].includes(to);
}

/** Statuses whose money left the creator after it arrived: out of every total, and worth telling them. */
export function isReversal(status: DonationStatus): boolean {
  return status === 'refunded' || status === 'charged_back' || status === 'in_mediation';
}

/**
 * Between two payments of the same checkout, which one the donation should show: money that moved
 * (approved, then refunded, disputed or charged back) beats a payment in progress, which beats a
 * failed attempt.
 */
export function settlementRank(status: DonationStatus): number {
  if (status === 'approved' || isReversal(status)) return 2;
  if (status === 'pending') return 1;
  return 0;
}
