import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES, Money } from '../money/money';
import { validateForm } from '../validation/validate';
import { DONATION_STATUS_LABELS, donationReturnPath } from './messages';
import { donationCheckoutSchema, donationsQuerySchema } from './schema';

describe('donation checkout schema', () => {
  it('takes whole pesos only, es-AR thousands dots allowed: nothing is rounded or re-read', () => {
    const refused = [
      '0x64',
      '1e3',
      'Infinity',
      '+150',
      '0b1100100',
      '100,50',
      '1 000',
      '1000,50',
      '1000.50',
      '1.000,50',
      '-100',
      '1500.75',
      '150.5',
      '1.50',
      1500.75,
      99.99,
      -500,
      Number.NaN,
      { a: 1 },
    ];
    for (const amount of refused) {
      expect(validateForm(donationCheckoutSchema, { goal_id: 1, amount }), String(amount)).toEqual({
        ok: false,
        errors: { amount: MONEY_MESSAGES.wholePesos },
      });
    }
    for (const [amount, cents] of [
      ['1.500', 150_000],
      ['1500', 150_000],
      [' 0150 ', 15_000],
      [1500, 150_000],
    ] as const) {
      expect(donationCheckoutSchema.parse({ goal_id: 1, amount }).amount, String(amount)).toEqual(
        Money.fromCents(cents),
      );
    }
  });

  it('accepts numbers and numeric strings, trims the optional texts', () => {
    expect(
      donationCheckoutSchema.parse({ goal_id: '7', amount: '150', donor_name: ' Ana ', message: '' }),
    ).toEqual({
      goal_id: 7,
      amount: Money.fromCents(15_000),
      donor_name: 'Ana',
      message: null,
      donor_email: null,
      message_public: true,
      show_name: true,
      hide_amount: false,
    });
    expect(donationCheckoutSchema.parse({ goal_id: 7, amount: 100 })).toEqual({
      goal_id: 7,
      amount: Money.fromCents(10_000),
      donor_name: null,
      message: null,
      donor_email: null,
      message_public: true,
      show_name: true,
      hide_amount: false,
    });
  });

  it('gives the spec messages for goal_id and amount, keeping the limits', () => {
    const amountError = (amount: unknown) => validateForm(donationCheckoutSchema, { goal_id: 1, amount });
    expect(validateForm(donationCheckoutSchema, { amount: 500 })).toEqual({
      ok: false,
      errors: { goal_id: 'goal_id es requerido' },
    });
    expect(amountError(99)).toEqual({ ok: false, errors: { amount: 'El monto mínimo es $\u00a0100' } });
    expect(amountError('10.000.001')).toEqual({
      ok: false,
      errors: { amount: 'El monto máximo es $\u00a010.000.000' },
    });
    expect(amountError('10.000.000')).toMatchObject({ ok: true });
    expect(amountError('')).toEqual({ ok: false, errors: { amount: 'Ingresa el monto de tu aporte' } });
    expect(amountError(undefined)).toEqual({
      ok: false,
      errors: { amount: 'Ingresa el monto de tu aporte' },
    });
  });

  it('reads the history query with defaults', () => {
    expect(donationsQuerySchema.parse({})).toEqual({ page: 1, limit: 10, status: 'all' });
    expect(donationsQuerySchema.parse({ page: '2', limit: '50', status: 'approved' })).toEqual({
      page: 2,
      limit: 50,
      status: 'approved',
    });
    expect(donationsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });

  it('labels statuses and builds the return path', () => {
    expect(DONATION_STATUS_LABELS).toEqual({
      pending: 'Pendiente',
      approved: 'Aprobado',
      rejected: 'Rechazado',
      cancelled: 'Cancelado',
      refunded: 'Reembolsada',
      charged_back: 'Contracargo',
      in_mediation: 'En disputa',
    });
    expect(donationReturnPath('abc', 'aprobado')).toBe('/donacion/abc?resultado=aprobado');
    expect(donationReturnPath('abc')).toBe('/donacion/abc');
  });
});
