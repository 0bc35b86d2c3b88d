import type { DonationStatus, PaymentMethod } from '@enlaza/shared/donations';
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
    case 'charged_back':
      return 'refunded';
    default:
      // pending, in_process, authorized, in_mediation
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
 * are ordered by it, so an earlier state never replaces a later one.
 */
export function progressRank(status: DonationStatus): number {
  if (status === 'pending') return 0;
  if (status === 'refunded') return 2;
  return 1;
}

/**
 * Between two payments of the same checkout, which one the donation should show: money that moved
 * (approved, refunded) beats a payment in progress, which beats a failed attempt.
 */
export function settlementRank(status: DonationStatus): number {
  if (status === 'approved' || status === 'refunded') return 2;
  if (status === 'pending') return 1;
  return 0;
}
