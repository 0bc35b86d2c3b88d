import {
  MONTHLY_MESSAGES,
  MONTHLY_SCREEN_MESSAGES,
  type MonthlySupporter,
  SUBSCRIPTION_STATUS_LABELS,
} from '@enlaza/shared/monthly';
import { formatSupporterDate } from './supporter-format';

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
 * a byte-order mark, ';' between cells, CRLF between rows, amounts as es-AR numbers.
 */
export function supportersCsv(supporters: readonly MonthlySupporter[]): string {
  const header = [T.name, T.tier, 'Monto por mes', T.since, T.status, T.lastCharge, T.nextCharge];
  const rows = supporters.map((s) => [
    s.name ?? MONTHLY_MESSAGES.anonymous,
    s.tier.name,
    amount.format(s.tier.amount),
    formatSupporterDate(s.since),
    SUBSCRIPTION_STATUS_LABELS[s.status],
    formatSupporterDate(s.last_charge_at),
    formatSupporterDate(s.next_charge_at),
  ]);
  const lines = [header, ...rows].map((row) => row.map(cell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
