import {
  monthLabel,
  TAX_MESSAGES,
  type TaxFigures,
  type TaxSummary,
  WITHHOLDING_KINDS,
} from '@enlaza/shared/tax';
import { csvAmount, toCsv } from '../../lib/csv';

const T = TAX_MESSAGES;
const SPLIT_COLUMNS = ['gross', 'provider_fee', 'platform_fee', 'withheld', 'refunded', 'net'] as const;

/** The header: the month, then each column without / with consideration and its total, then taxes by kind. */
export function taxCsvHeader(): string[] {
  return [
    T.month,
    ...SPLIT_COLUMNS.flatMap((c) => [
      `${T.columns[c]} (${T.split.without_consideration.toLowerCase()})`,
      `${T.columns[c]} (${T.split.with_consideration.toLowerCase()})`,
      T.columns[c],
    ]),
    ...WITHHOLDING_KINDS.map((k) => `${T.columns.withheld}: ${T.withholdingKinds[k]}`),
  ];
}

/** One row's figures in the header's order (pesos, es-AR numbers). */
export function taxCsvCells(figures: TaxFigures): string[] {
  return [
    ...SPLIT_COLUMNS.flatMap((c) => [
      csvAmount(figures[c].without_consideration),
      csvAmount(figures[c].with_consideration),
      csvAmount(figures[c].total),
    ]),
    ...WITHHOLDING_KINDS.map((k) => csvAmount(figures.withheld.by_kind[k])),
  ];
}

/** The year as the summary answers it: twelve month rows, then the year's total (es-AR CSV, lib/csv.ts). */
export function taxSummaryCsv(summary: TaxSummary): string {
  return toCsv(taxCsvHeader(), [
    ...summary.months.map((m) => [monthLabel(m.month), ...taxCsvCells(m)]),
    [`${T.total} ${summary.year}`, ...taxCsvCells(summary.totals)],
  ]);
}
