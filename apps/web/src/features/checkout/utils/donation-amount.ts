import { donationAmountDigits } from '@enlaza/shared/donations';

/** Suggested amounts of the donation form, in pesos. */
export const SUGGESTED_AMOUNTS = [500, 1000, 2000, 5000] as const;

const grouping = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** The whole pesos typed, as the digits the shared schema reads (see donationAmountDigits). */
export const amountDigits = donationAmountDigits;

/** The amount as typed, in pesos; null when empty. */
export function parseAmountText(text: string): number | null {
  const digits = amountDigits(text);
  return digits ? Number(digits) : null;
}

/** What the amount field shows: '1.500' (es-AR, no decimals), '' when empty. */
export function formatAmountText(amount: number | null): string {
  return amount === null ? '' : grouping.format(amount);
}

/** Re-formats the field while typing: '15000' → '15.000'. */
export function normalizeAmountInput(text: string): string {
  return formatAmountText(parseAmountText(text));
}
