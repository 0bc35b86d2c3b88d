import type { Money } from '@enlaza/shared/money';

/**
 * The simulator's fees and withholdings (issue 36), so the demo and the tests show every column of
 * 'Resumen para ARCA'. Shaped like a real reading (integrations.md §11): the provider's own fee as
 * `fee_details` type 'mercadopago_fee' paid by the collector — 6.29 % plus 21 % VAT, Checkout Pro's
 * rate for money available at once — and, on one payment in three (by its id, so every reading of
 * a payment agrees), an Ingresos Brutos withholding of 2 % as a `charges_details` tax.
 */
const FEE_PERCENT = 6.29;
/**
 * In-person QR paid from an account or a bank app (a transfer, Transferencias 3.0): far below a card
 * checkout; the interoperable-QR cap quoted in integrations.md §8 (0.6–0.8 %) stands in for it.
 */
export const QR_FEE_PERCENT = 0.8;
const VAT_PERCENT = 21;
const WITHHOLDING_PERCENT = 2;
export const SIMULATED_WITHHOLDING_NAME = 'tax_withholding_collector-iibb_caba';

export function simulatedProviderFee(amount: Money, percent: number = FEE_PERCENT): Money {
  const fee = amount.percent(percent);
  return fee.plus(fee.percent(VAT_PERCENT));
}

/** Whether the payment with this id carries a withholding: one id in three. */
export function withholdsOn(paymentId: string): boolean {
  const digits = paymentId.replace(/\D/g, '');
  return digits.length > 0 && Number(digits.slice(-4)) % 3 === 0;
}

export function simulatedWithholdings(paymentId: string, amount: Money): { name: string; amount: number }[] {
  return withholdsOn(paymentId)
    ? [{ name: SIMULATED_WITHHOLDING_NAME, amount: amount.percent(WITHHOLDING_PERCENT).pesos }]
    : [];
}
