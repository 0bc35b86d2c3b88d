/** Suggested amounts of the donation form, in pesos. */
export const SUGGESTED_AMOUNTS = [500, 1000, 2000, 5000] as const;

const grouping = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** The amount as typed: digits only (es-AR thousands dots and any other character are ignored); null when empty. */
export function parseAmountText(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return null;
  // Longer than any accepted amount: keep it a finite number so validation can refuse it.
  return Number(digits.slice(0, 12));
}

/** What the amount field shows: '1.500' (es-AR, no decimals), '' when empty. */
export function formatAmountText(amount: number | null): string {
  return amount === null ? '' : grouping.format(amount);
}

/** Re-formats the field while typing: '15000' → '15.000'. */
export function normalizeAmountInput(text: string): string {
  return formatAmountText(parseAmountText(text));
}
