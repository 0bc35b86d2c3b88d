import { Money } from '@enlaza/shared/money';
import { monthLabel, TAX_MESSAGES as T, type TaxFigures, type TaxSummary } from '@enlaza/shared/tax';

const money = (pesos: number) => Money.fromPesos(pesos).format();

const COLUMNS: { key: string; label: string; cell: (f: TaxFigures) => number }[] = [
  {
    key: 'gw',
    label: `${T.columns.gross} (${T.split.without_consideration.toLowerCase()})`,
    cell: (f) => f.gross.without_consideration,
  },
  {
    key: 'gc',
    label: `${T.columns.gross} (${T.split.with_consideration.toLowerCase()})`,
    cell: (f) => f.gross.with_consideration,
  },
  { key: 'g', label: T.columns.gross, cell: (f) => f.gross.total },
  { key: 'pf', label: T.columns.provider_fee, cell: (f) => f.provider_fee.total },
  { key: 'ef', label: T.columns.platform_fee, cell: (f) => f.platform_fee.total },
  { key: 'w', label: T.columns.withheld, cell: (f) => f.withheld.total },
  { key: 'r', label: T.columns.refunded, cell: (f) => f.refunded.total },
  { key: 'n', label: T.columns.net, cell: (f) => f.net.total },
];

/** The year's twelve months and totals; scrolls sideways on a phone (the region takes the focus). */
export function TaxTable({ summary }: { summary: TaxSummary }) {
  const caption = `${T.title} ${summary.year}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="tax-table-wrap" aria-label={caption} tabIndex={0}>
      <table className="tax-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.month}</th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              {COLUMNS.map((c) => (
                <td key={c.key}>{money(c.cell(m))}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{T.total}</th>
            {COLUMNS.map((c) => (
              <td key={c.key}>{money(c.cell(summary.totals))}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
