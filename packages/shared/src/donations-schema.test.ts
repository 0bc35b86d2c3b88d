import { describe, expect, it } from 'vitest';
import { DONATION_STATUS_LABELS, donationReturnPath } from './donations';
import { donationCheckoutSchema, donationsQuerySchema } from './donations-schema';
import { Money } from './money';
import { validateForm } from './validation';

describe('donation checkout schema', () => {
  it('takes only decimal digits as an amount: "0x64", "1e3" and "Infinity" are not numbers here', () => {
    for (const amount of ['0x64', '1e3', 'Infinity', '+150', '0b1100100', '100,50', '1 000']) {
      expect(validateForm(donationCheckoutSchema, { goal_id: 1, amount }), amount).toEqual({
        ok: false,
        errors: { amount: 'El monto debe ser un número' },
      });
    }
    expect(donationCheckoutSchema.parse({ goal_id: 1, amount: ' 0150.50 ' }).amount).toEqual(
      Money.fromCents(15_050),
    );
  });

  it('accepts numbers and numeric strings, trims the optional texts', () => {
    expect(
      donationCheckoutSchema.parse({ goal_id: '7', amount: '150.5', donor_name: ' Ana ', message: '' }),
    ).toEqual({
      goal_id: 7,
      amount: Money.fromCents(15_050),
      donor_name: 'Ana',
      message: null,
    });
    expect(donationCheckoutSchema.parse({ goal_id: 7, amount: 100 })).toEqual({
      goal_id: 7,
      amount: Money.fromCents(10_000),
      donor_name: null,
      message: null,
    });
  });

  it('gives the spec messages for goal_id and amount', () => {
    expect(validateForm(donationCheckoutSchema, { amount: 500 })).toEqual({
      ok: false,
      errors: { goal_id: 'goal_id es requerido' },
    });
    expect(validateForm(donationCheckoutSchema, { goal_id: 1, amount: 99 })).toEqual({
      ok: false,
      errors: { amount: 'El monto mínimo es $\u00a0100' },
    });
    expect(validateForm(donationCheckoutSchema, { goal_id: 1, amount: Number.NaN })).toEqual({
      ok: false,
      errors: { amount: 'El monto debe ser un número' },
    });
  });

  it('reads amounts strictly: decimal digits only, at most two decimals', () => {
    const amountError = (amount: unknown) => validateForm(donationCheckoutSchema, { goal_id: 1, amount });
    expect(amountError('0x64')).toEqual({ ok: false, errors: { amount: 'El monto debe ser un número' } });
    expect(amountError('1e3')).toEqual({ ok: false, errors: { amount: 'El monto debe ser un número' } });
    expect(amountError(' 100 ')).toMatchObject({ ok: true });
    expect(amountError('100.505')).toEqual({
      ok: false,
      errors: { amount: 'El monto no puede tener más de 2 decimales' },
    });
    expect(amountError('-500')).toEqual({
      ok: false,
      errors: { amount: 'El monto mínimo es $\u00a0100' },
    });
    expect(amountError('')).toEqual({ ok: false, errors: { amount: 'Ingresa el monto de tu aporte' } });
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
      refunded: 'Reembolsado',
    });
    expect(donationReturnPath('abc', 'aprobado')).toBe('/donacion/abc?resultado=aprobado');
    expect(donationReturnPath('abc')).toBe('/donacion/abc');
  });
});
