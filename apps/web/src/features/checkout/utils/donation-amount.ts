import { Money } from '@enlaza/shared/money';

/** Suggested amounts of the donation form, in pesos. */
export const SUGGESTED_AMOUNTS = [500, 1000, 2000, 5000] as const;

const grouping = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** The amount as typed, in pesos, read by the server's own rule (Money.parseWholePesos); null when not one. */
export function parseAmountText(text: string): number | null {
  const parsed = Money.parseWholePesos(text);
  return parsed.ok ? parsed.money.pesos : null;
}

/** What the amount field shows: '1.500' (es-AR, no decimals), '' when empty. */
export function formatAmountText(amount: number | null): string {
  return amount === null ? '' : grouping.format(amount);
}

/**
 * The field once the donor leaves it: whole pesos get their thousands dots ('15000' → '15.000');
 * anything else stays exactly as typed, so the error names what they wrote, never a re-read number.
 */
export function normalizeAmountInput(text: string): string {
  const amount = parseAmountText(text);
  return amount === null ? text : formatAmountText(amount);
}
