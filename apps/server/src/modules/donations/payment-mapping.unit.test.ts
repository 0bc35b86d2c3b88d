import { Money } from '@enlaza/shared/money';
import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  donationStatusOf,
  paymentMethodOf,
  progressRank,
  settlementRank,
} from './payment-mapping';

describe('provider payment mapping', () => {
  it('maps every Mercado Pago status to a donation status', () => {
    expect(donationStatusOf('approved')).toBe('approved');
    for (const s of ['pending', 'in_process', 'authorized', 'in_mediation', 'algo_nuevo']) {
      expect(donationStatusOf(s)).toBe('pending');
    }
    expect(donationStatusOf('rejected')).toBe('rejected');
    expect(donationStatusOf('cancelled')).toBe('cancelled');
    expect(donationStatusOf('refunded')).toBe('refunded');
    expect(donationStatusOf('charged_back')).toBe('refunded');
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
    expect(settlementRank('rejected')).toBeLessThan(settlementRank('pending'));
    expect(settlementRank('pending')).toBeLessThan(settlementRank('approved'));
    expect(settlementRank('approved')).toBe(settlementRank('refunded'));
  });
});
