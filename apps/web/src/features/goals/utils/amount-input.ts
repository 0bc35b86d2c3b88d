/**
 * A peso amount as typed in Argentina, in the dot-decimal form the goal schema reads:
 * '1.500' → '1500', '1.500,50' → '1500.50', '$ 2000' → '2000', '2500,5' → '2500.5'.
 * Anything else is passed on unchanged so the schema can reject it with its own message.
 */
export function normalizeAmountInput(text: string): string {
  let value = text.replace(/[\s$]/g, '');
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(value)) value = value.replace(/\./g, '');
  if (/^\d+,\d+$/.test(value)) value = value.replace(',', '.');
  return value;
}
