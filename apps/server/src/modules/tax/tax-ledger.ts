import { argentinaNow } from '@enlaza/shared/events';
import { WITHHOLDING_KINDS, type WithholdingKind } from '@enlaza/shared/tax';
import type { Consideration, IncomeEntry } from './income-entry';
import { withholdingKindOf } from './withholding-kinds';

const SPLITS: readonly Consideration[] = ['without_consideration', 'with_consideration'];
export const COLUMNS = ['gross', 'provider_fee', 'platform_fee', 'withheld', 'refunded', 'net'] as const;
export type Column = (typeof COLUMNS)[number];

/** One row in centavos: each column by consideration, and the withheld taxes by kind. */
export interface CentsFigures {
  columns: Record<Column, Record<Consideration, number>>;
  withheldByKind: Record<WithholdingKind, number>;
}

export function emptyFigures(): CentsFigures {
  const split = () => ({ without_consideration: 0, with_consideration: 0 });
  return {
    columns: {
      gross: split(),
      provider_fee: split(),
      platform_fee: split(),
      withheld: split(),
      refunded: split(),
      net: split(),
    },
    withheldByKind: Object.fromEntries(WITHHOLDING_KINDS.map((k) => [k, 0])) as Record<
      WithholdingKind,
      number
    >,
  };
}

/** The Argentine month ('YYYY-MM') of an instant: months start at midnight in Argentina. */
export function argentinaMonth(iso: string): string {
  return argentinaNow(new Date(iso)).date.slice(0, 7);
}

/** The month `offset` months after 'YYYY-MM'. */
export function addMonths(month: string, offset: number): string {
  const [year, number] = month.split('-').map(Number);
  const index = (year ?? 0) * 12 + (number ?? 1) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The instant an Argentine month starts (00:00 at UTC−3), ISO-8601 UTC. */
export function monthStart(month: string): string {
  return new Date(`${month}-01T00:00:00-03:00`).toISOString();
}

function add(figures: CentsFigures, entry: IncomeEntry): void {
  const c = figures.columns;
  const side = entry.consideration;
  const withheld = entry.withheld.reduce((sum, w) => sum + w.amount_cents, 0);
  c.gross[side] += entry.gross_cents;
  c.provider_fee[side] += entry.provider_fee_cents;
  c.platform_fee[side] += entry.platform_fee_cents;
  c.withheld[side] += withheld;
  c.refunded[side] += entry.refunded_cents;
  c.net[side] +=
    entry.gross_cents - entry.provider_fee_cents - entry.platform_fee_cents - withheld - entry.refunded_cents;
  for (const w of entry.withheld) figures.withheldByKind[withholdingKindOf(w.name)] += w.amount_cents;
}

/** Sums entries into one row per month of `months` (entries of other months are left out). */
export function byMonth(
  entries: readonly IncomeEntry[],
  months: readonly string[],
): Map<string, CentsFigures> {
  const rows = new Map(months.map((m) => [m, emptyFigures()]));
  for (const entry of entries) {
    const row = rows.get(argentinaMonth(entry.at));
    if (row) add(row, entry);
  }
  return rows;
}

/** The sum of rows: totals are the months added up, so they always reconcile. */
export function sumFigures(rows: Iterable<CentsFigures>): CentsFigures {
  const total = emptyFigures();
  for (const row of rows) {
    for (const column of COLUMNS) {
      for (const side of SPLITS) total.columns[column][side] += row.columns[column][side];
    }
    for (const kind of WITHHOLDING_KINDS) total.withheldByKind[kind] += row.withheldByKind[kind];
  }
  return total;
}

/** What counts against the monotributo ceiling: gross collections less what was given back. */
export function ceilingIncomeCents(figures: CentsFigures): number {
  const { gross, refunded } = figures.columns;
  return (
    gross.without_consideration +
    gross.with_consideration -
    refunded.without_consideration -
    refunded.with_consideration
  );
}
