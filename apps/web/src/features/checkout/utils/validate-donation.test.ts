import { DEFAULT_DONOR_CHOICES, DONATION_MESSAGES, donationCheckoutSchema } from '@enlaza/shared/donations';
import { MONEY_MESSAGES } from '@enlaza/shared/money';
import { describe, expect, it } from 'vitest';
import { checkoutErrorMessage, checkoutFieldErrors } from './checkout-error';
import { formatAmountText, normalizeAmountInput, parseAmountText } from './donation-amount';
import { validateDonation } from './validate-donation';

const values = (amount: string, donorName = '', message = '', choices = DEFAULT_DONOR_CHOICES) => ({
  amount,
  donorName,
  message,
  choices,
});
const NO_CHOICES = { donor_email: null, message_public: true, show_name: true, hide_amount: false };

describe('donation amount field', () => {
  it('reads whole pesos by the shared rule and formats es-AR without decimals', () => {
    expect(parseAmountText('1.500')).toBe(1500);
    expect(parseAmountText('1500')).toBe(1500);
    expect(parseAmountText('0099')).toBe(99);
    expect(parseAmountText('')).toBeNull();
    expect(parseAmountText('abc')).toBeNull();
    expect(parseAmountText('1000,50')).toBeNull();
    expect(parseAmountText('-100')).toBeNull();
    expect(formatAmountText(1500)).toBe('1.500');
    expect(formatAmountText(1234567)).toBe('1.234.567');
    expect(formatAmountText(null)).toBe('');
  });

  it('adds thousands dots to whole pesos and leaves anything else exactly as typed', () => {
    expect(normalizeAmountInput('15000')).toBe('15.000');
    expect(normalizeAmountInput('1.500')).toBe('1.500');
    for (const typed of ['1000,50', '1000.50', '1.000,50', '-100', '1.5000', '100,']) {
      expect(normalizeAmountInput(typed)).toBe(typed);
    }
  });
});

describe('validateDonation', () => {
  it("refuses 99 with the spec's message and accepts 100", () => {
    expect(validateDonation(3, values('99'))).toEqual({
      ok: false,
      errors: { amount: 'El monto mínimo es $\u00a0100' },
    });
    expect(validateDonation(3, values('100'))).toEqual({
      ok: true,
      payload: { goal_id: 3, amount: 100, donor_name: null, message: null, ...NO_CHOICES },
    });
  });

  it('checks with the server schema, so what it sends is what the server accepts', () => {
    const checked = validateDonation(3, values('1.500'));
    if (!checked.ok) throw new Error('expected a valid donation');
    expect(donationCheckoutSchema.parse(checked.payload).amount.cents).toBe(150_000);
    for (const typed of ['1000,50', '1000.50', '1.000,50', '-100', '+100', '1e3', '12a', '1.50', '0x64']) {
      expect(validateDonation(3, values(typed)), typed).toEqual({
        ok: false,
        errors: { amount: MONEY_MESSAGES.wholePesos },
      });
    }
  });

  it('needs an amount, a goal and an amount within the maximum', () => {
    expect(validateDonation(3, values(''))).toEqual({
      ok: false,
      errors: { amount: DONATION_MESSAGES.amountRequired },
    });
    expect(validateDonation(null, values('500'))).toEqual({
      ok: false,
      errors: { goal_id: 'goal_id es requerido' },
    });
    expect(validateDonation(3, values('10.000.001'))).toEqual({
      ok: false,
      errors: { amount: DONATION_MESSAGES.amountMax },
    });
  });

  it('trims the optional name and message, blank meaning none, and limits their length', () => {
    expect(validateDonation(3, values('1.500', '  Ana  ', ' ¡Vamos! '))).toEqual({
      ok: true,
      payload: { goal_id: 3, amount: 1500, donor_name: 'Ana', message: '¡Vamos!', ...NO_CHOICES },
    });
    const tooLong = validateDonation(3, values('1.500', 'x'.repeat(61), 'y'.repeat(501)));
    expect(tooLong).toEqual({
      ok: false,
      errors: { donor_name: DONATION_MESSAGES.donorNameMax, message: DONATION_MESSAGES.messageMax },
    });
  });
});

describe('the donor’s choices', () => {
  it('sends the email lower-cased and the choices as given; a bad email is a field error', () => {
    const chosen = {
      donor_email: ' Ana@Mail.com ',
      show_name: false,
      message_public: false,
      hide_amount: true,
    };
    expect(validateDonation(3, values('500', 'Ana', 'Hola', chosen))).toEqual({
      ok: true,
      payload: {
        goal_id: 3,
        amount: 500,
        donor_name: 'Ana',
        message: 'Hola',
        donor_email: 'ana@mail.com',
        show_name: false,
        message_public: false,
        hide_amount: true,
      },
    });
    expect(
      validateDonation(3, values('500', '', '', { ...DEFAULT_DONOR_CHOICES, donor_email: 'ana@' })),
    ).toEqual({
      ok: false,
      errors: { donor_email: DONATION_MESSAGES.donorEmailInvalid },
    });
  });
});

describe('checkout failures', () => {
  const sent = { goal_id: 3, amount: 1500, donor_name: null, message: null, ...NO_CHOICES };

  it('a missing endpoint says so', () => {
    expect(checkoutErrorMessage({ status: 404, serverMessage: 'Ruta no encontrada' }, sent)).toBe(
      'Endpoint de checkout no encontrado. Verifica que el backend esté corriendo.',
    );
    expect(checkoutErrorMessage({ status: 404, serverMessage: null }, sent)).toBe(
      DONATION_MESSAGES.checkoutEndpointMissing,
    );
    expect(checkoutErrorMessage({ status: 400, message: 'Route not found' }, sent)).toBe(
      DONATION_MESSAGES.checkoutEndpointMissing,
    );
  });

  it('a 404 of ours keeps its own message (a goal that no longer exists)', () => {
    expect(checkoutErrorMessage({ status: 404, serverMessage: 'Objetivo no encontrado' }, sent)).toBe(
      'Objetivo no encontrado',
    );
  });

  it('a 500 shows the server text and what was sent', () => {
    const text = checkoutErrorMessage({ status: 500, serverMessage: 'Error interno del servidor' }, sent);
    expect(text).toContain('Error interno del servidor');
    expect(text.replace(/\s/g, ' ')).toContain('$ 1.500');
  });

  it('otherwise the server message, else the error, else the default', () => {
    expect(
      checkoutErrorMessage({ status: 409, serverMessage: 'Este objetivo ya no recibe donaciones' }, sent),
    ).toBe('Este objetivo ya no recibe donaciones');
    expect(checkoutErrorMessage({ status: 0, message: 'Error de conexión' }, sent)).toBe('Error de conexión');
    expect(checkoutErrorMessage(null, sent)).toBe('Error al procesar la donación');
  });

  it('maps field errors onto the form', () => {
    expect(
      checkoutFieldErrors({
        errors: [
          { field: 'amount', message: 'El monto mínimo es $\u00a0100' },
          { field: 'other', message: 'x' },
          { field: 'message', message: 'El mensaje no puede tener más de 500 caracteres' },
        ],
      }),
    ).toEqual({
      amount: 'El monto mínimo es $\u00a0100',
      message: 'El mensaje no puede tener más de 500 caracteres',
    });
  });
});
