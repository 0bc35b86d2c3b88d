import { Money } from '@enlaza/shared/money';
import { type TaxFigures, WITHHOLDING_KINDS, type WithholdingKind } from '@enlaza/shared/tax';
import type { CentsFigures, COLUMNS } from './tax-ledger';

const pesos = (cents: number) => Money.fromCents(cents).pesos;

/** A row of centavos as the API answers it: pesos, each column split and totalled. */
export function presentFigures(figures: CentsFigures): TaxFigures {
  const split = (column: (typeof COLUMNS)[number]) => {
    const c = figures.columns[column];
    return {
      without_consideration: pesos(c.without_consideration),
      with_consideration: pesos(c.with_consideration),
      total: pesos(c.without_consideration + c.with_consideration),
    };
  };
  return {
    gross: split('gross'),
    provider_fee: split('provider_fee'),
    platform_fee: split('platform_fee'),
    withheld: {
      ...split('withheld'),
      by_kind: Object.fromEntries(
        WITHHOLDING_KINDS.map((k) => [k, pesos(figures.withheldByKind[k])]),
      ) as Record<WithholdingKind, number>,
    },
    refunded: split('refunded'),
    net: split('net'),
  };
}
