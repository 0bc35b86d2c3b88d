import type { WithholdingKind } from '@enlaza/shared/tax';

/**
 * The summary's kind of a withheld tax from the provider's `charges_details[].name`. Mercado Pago
 * names the regime and the jurisdiction (e.g. '…iibb…', 'buenos_aires', 'caba', 'sirtac',
 * 'debitos_creditos', 'retencion_ganancias', 'retencion_iva'); a name we cannot place is 'other'.
 */
export function withholdingKindOf(name: string): WithholdingKind {
  const n = name.toLowerCase();
  if (/debitos|creditos|dbcr|ley_25413/.test(n)) return 'bank_tax';
  if (/ganancias/.test(n)) return 'income_tax';
  if (/(^|[_\-\s])iva([_\-\s]|$)/.test(n)) return 'vat';
  if (/iibb|ingresos_brutos|sirtac|sircreb|buenos_aires|caba|provincia/.test(n)) return 'gross_income';
  return 'other';
}
