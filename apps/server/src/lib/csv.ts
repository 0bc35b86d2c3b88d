/**
 * CSV as a spreadsheet in Argentina opens it: UTF-8 with a byte-order mark (Excel otherwise reads
 * accents as Latin-1), ';' between cells (',' is the decimal separator), CRLF between rows.
 */

const BOM = '\uFEFF';
const SEPARATOR = ';';

/** A cell that would start a formula (=, +, -, @, or a tab/CR some spreadsheets skip first). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

export type CsvCell = string | number | null | undefined;

/**
 * One cell: text a spreadsheet would run as a formula gets a leading apostrophe (it then shows as
 * text), and a cell holding the separator, a quote or a line break is quoted with quotes doubled.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

const amount = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of pesos as an es-AR number, '1.234,50': a spreadsheet in Spanish reads it as a number. */
export function csvAmount(pesos: number): string {
  return amount.format(pesos);
}
