/** Suggested amounts of the donation form, in pesos. */
export const SUGGESTED_AMOUNTS = [500, 1000, 2000, 5000] as const;

const grouping = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/**
 * The whole pesos typed, as the decimal digits the shared schema reads: es-AR thousands dots and
 * any other character are dropped (the field has no decimals); '' when empty. Longer than any
 * accepted amount is cut to 12 digits, still refused by the schema's maximum.
 */
export function amountDigits(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 12);
}

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
