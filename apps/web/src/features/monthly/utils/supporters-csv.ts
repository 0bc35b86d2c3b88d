import {
  MONTHLY_MESSAGES,
  MONTHLY_SCREEN_MESSAGES,
  MONTHLY_SHAPE_MESSAGES,
  type MonthlySupporter,
} from '@enlaza/shared/monthly';
import { formatSupporterDate, supporterStatusText } from './supporter-format';

const T = MONTHLY_SCREEN_MESSAGES.supporters;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;
const amount = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One cell as the server's exports write it: formulas neutralized, quotes where needed. */
function cell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The supporters list as a spreadsheet in Argentina opens it (like the server's exports): UTF-8 with
 * a byte-order mark, ';' between cells, CRLF between rows, amounts as es-AR numbers. Issue 34: the
 * amount per charge with its frequency ('Mensual'/'Anual') and kind ('Suscripción'/'Regalo').
 */
export function supportersCsv(supporters: readonly MonthlySupporter[]): string {
  const header = [
    T.name,
    T.tier,
    T.csvAmount,
    T.csvFrequency,
    T.csvKind,
    T.since,
    T.status,
    T.lastCharge,
    T.nextCharge,
  ];
  const rows = supporters.map((s) => [
    s.name ?? MONTHLY_MESSAGES.anonymous,
    s.tier.name,
    amount.format(s.amount),
    MONTHLY_SHAPE_MESSAGES.frequencyLabels[s.frequency],
    T.kindLabels[s.kind],
    formatSupporterDate(s.since),
    supporterStatusText(s),
    formatSupporterDate(s.last_charge_at),
    formatSupporterDate(s.next_charge_at),
  ]);
  const lines = [header, ...rows].map((row) => row.map(cell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
