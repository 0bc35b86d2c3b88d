import { describe, expect, it } from 'vitest';
import { DONATION_STATUS_LABELS, donationReturnPath } from './donations';
import { donationCheckoutSchema, donationsQuerySchema } from './donations-schema';
import { validateForm } from './validation';

describe('donation checkout schema', () => {
  it('accepts numbers and numeric strings, trims the optional texts', () => {
    expect(
      donationCheckoutSchema.parse({ goal_id: '7', amount: '150.5', donor_name: ' Ana ', message: '' }),
    ).toEqual({
      goal_id: 7,
      amount: 150.5,
      donor_name: 'Ana',
      message: null,
    });
    expect(donationCheckoutSchema.parse({ goal_id: 7, amount: 100 })).toEqual({
      goal_id: 7,
      amount: 100,
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
      errors: { amount: 'amount debe ser mayor o igual a 100' },
    });
    expect(validateForm(donationCheckoutSchema, { goal_id: 1, amount: Number.NaN })).toEqual({
      ok: false,
      errors: { amount: 'amount debe ser un número' },
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
      refunded: 'Reembolsado',
    });
    expect(donationReturnPath('abc', 'aprobado')).toBe('/donacion/abc?resultado=aprobado');
    expect(donationReturnPath('abc')).toBe('/donacion/abc');
  });
});
