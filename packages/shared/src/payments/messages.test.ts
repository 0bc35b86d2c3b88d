import { describe, expect, it } from 'vitest';
import { describeMpError, isTokenExpiryError } from './messages';

describe('payment connection helpers', () => {
  it('recognises token-expiry errors as spec 02 §4 describes them', () => {
    expect(isTokenExpiryError(401, 'anything')).toBe(true);
    expect(isTokenExpiryError(400, 'invalid access token')).toBe(true);
    expect(isTokenExpiryError(403, 'Unauthorized use')).toBe(true);
    expect(isTokenExpiryError(500, 'session expired')).toBe(true);
    expect(isTokenExpiryError(404, 'Payment not found')).toBe(false);
    expect(isTokenExpiryError(null, null)).toBe(false);
  });

  it('describes mp_error reasons in Spanish', () => {
    expect(describeMpError('access_denied')).toBe('cancelaste la autorización en MercadoPago');
    expect(describeMpError('<script>')).toBe('MercadoPago rechazó la autorización');
  });
});
