import { Money } from '@enlaza/shared/money';
import { describe, expect, it } from 'vitest';
import {
  canMoveTo,
  commissionOf,
  donationStatusOf,
  isReversal,
  paymentMethodOf,
  progressRank,
  settlementRank,
} from './payment-mapping';

describe('provider payment mapping', () => {
  it('maps every Mercado Pago status to a donation status', () => {
    expect(donationStatusOf('approved')).toBe('approved');
    for (const s of ['pending', 'in_process', 'authorized', 'algo_nuevo']) {
      expect(donationStatusOf(s)).toBe('pending');
    }
    expect(donationStatusOf('rejected')).toBe('rejected');
    expect(donationStatusOf('cancelled')).toBe('cancelled');
    expect(donationStatusOf('refunded')).toBe('refunded');
    expect(donationStatusOf('charged_back')).toBe('charged_back');
    expect(donationStatusOf('in_mediation')).toBe('in_mediation');
  });

  it('maps payment types to the five payment methods', () => {
    expect(paymentMethodOf('credit_card')).toBe('credit_card');
    expect(paymentMethodOf('debit_card')).toBe('debit_card');
    expect(paymentMethodOf('prepaid_card')).toBe('debit_card');
    expect(paymentMethodOf('bank_transfer')).toBe('bank_transfer');
    expect(paymentMethodOf('ticket')).toBe('cash');
    expect(paymentMethodOf('atm')).toBe('cash');
    expect(paymentMethodOf('account_money')).toBe('digital_wallet');
    expect(paymentMethodOf('digital_currency')).toBe('digital_wallet');
    expect(paymentMethodOf(null)).toBeNull();
    expect(paymentMethodOf('crypto')).toBeNull();
  });

  it('computes the commission to the centavo', () => {
    expect(commissionOf(Money.fromCents(100_000), 2).cents).toBe(2_000);
    expect(commissionOf(Money.fromCents(123_456), 2).cents).toBe(2_469);
    expect(commissionOf(Money.fromCents(10_000), 0).cents).toBe(0);
    expect(commissionOf(Money.fromCents(33_333), 2.5).cents).toBe(833);
  });

  it('orders statuses along a payment life and by what they settled', () => {
    expect(progressRank('pending')).toBeLessThan(progressRank('approved'));
    expect(progressRank('approved')).toBeLessThan(progressRank('refunded'));
    expect(progressRank('approved')).toBeLessThan(progressRank('in_mediation'));
    expect(progressRank('in_mediation')).toBeLessThan(progressRank('charged_back'));
    expect(progressRank('in_mediation')).toBeLessThan(progressRank('refunded'));
    expect(settlementRank('rejected')).toBeLessThan(settlementRank('pending'));
    expect(settlementRank('pending')).toBeLessThan(settlementRank('approved'));
    for (const s of ['refunded', 'charged_back', 'in_mediation'] as const) {
      expect(settlementRank(s)).toBe(settlementRank('approved'));
    }
  });

  it('lets approved money be refunded, disputed or charged back, and a dispute end either way', () => {
    for (const to of ['refunded', 'charged_back', 'in_mediation'] as const) {
      expect(canMoveTo('approved', to)).toBe(true);
    }
    expect(canMoveTo('in_mediation', 'charged_back')).toBe(true);
    expect(canMoveTo('in_mediation', 'approved')).toBe(true);
    expect(canMoveTo('in_mediation', 'refunded')).toBe(true);
    // A missed approval: the first reading may already be the refund or the chargeback.
    expect(canMoveTo('pending', 'refunded')).toBe(true);
    expect(canMoveTo('pending', 'charged_back')).toBe(true);
  });

  it('never brings refunded or charged-back money back, nor takes approved money back to pending', () => {
    for (const from of ['refunded', 'charged_back'] as const) {
      for (const to of ['approved', 'pending', 'in_mediation', 'rejected'] as const) {
        expect(canMoveTo(from, to)).toBe(false);
      }
      expect(canMoveTo(from, from)).toBe(true);
    }
    expect(canMoveTo('refunded', 'charged_back')).toBe(false);
    expect(canMoveTo('approved', 'pending')).toBe(false);
    expect(canMoveTo('approved', 'rejected')).toBe(false);
    expect(canMoveTo('in_mediation', 'pending')).toBe(false);
  });

  it('tells which statuses took money back', () => {
    expect(['refunded', 'charged_back', 'in_mediation'].every((s) => isReversal(s as 'refunded'))).toBe(true);
    for (const s of ['pending', 'approved', 'rejected', 'cancelled'] as const)
      expect(isReversal(s)).toBe(false);
  });
});
