import { Money } from '@enlaza/shared/money';
import { monthLabel, TAX_MESSAGES, type TaxFigures, type TaxMonth } from '@enlaza/shared/tax';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/** A4 portrait in PDF points (210 × 297 mm). */
const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 40;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.8, 0.82, 0.86);

export interface TaxSummarySheet {
  creatorName: string;
  year: number;
  months: TaxMonth[];
  totals: TaxFigures;
  /** The Argentine day it was drawn ('dd/mm/aaaa'). */
  drawnOn: string;
}

/** Only the characters the standard font can draw. */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'))
    .filter((char) => supported.has(char.codePointAt(0) ?? -1))
    .join('');
}

/** A heading cut between words into at most two lines of `width` points. */
function twoLines(font: PDFFont, size: number, text: string, width: number): string[] {
  const words = drawable(font, text).split(' ');
  for (let cut = words.length; cut > 0; cut -= 1) {
    const first = words.slice(0, cut).join(' ');
    if (font.widthOfTextAtSize(first, size) <= width || cut === 1) {
      const rest = words.slice(cut).join(' ');
      return rest ? [first, rest] : [first];
    }
  }
  return [text];
}

const T = TAX_MESSAGES;
const money = (pesos: number) => Money.fromPesos(pesos).format();
/** The table's columns: label and how to read a row. */
const COLUMNS: { label: string; cell: (f: TaxFigures) => number }[] = [
  { label: `${T.columns.gross} s/contrap.`, cell: (f) => f.gross.without_consideration },
  { label: `${T.columns.gross} c/contrap.`, cell: (f) => f.gross.with_consideration },
  { label: T.columns.gross, cell: (f) => f.gross.total },
  { label: 'Com. Mercado Pago', cell: (f) => f.provider_fee.total },
  { label: 'Com. Enlazá', cell: (f) => f.platform_fee.total },
  { label: T.columns.withheld, cell: (f) => f.withheld.total },
  { label: 'Devoluciones', cell: (f) => f.refunded.total },
  { label: T.columns.net, cell: (f) => f.net.total },
];

/**
 * Runs in a piscina worker thread (tax-summary-pdf-renderer.ts). One A4 page: who, the year, the
 * table of twelve months and the year's total, and the note that it is a summary, not an invoice.
 */
export async function taxSummaryPdf(sheet: TaxSummarySheet): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${T.title} ${sheet.year}`);
  pdf.setCreator('Enlazá');
  pdf.setProducer('Enlazá');
  const page = pdf.addPage([A4.width, A4.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = A4.height - MARGIN;
  const text = (value: string, x: number, size: number, font = regular, color = INK) =>
    page.drawText(drawable(font, value), { x, y, size, font, color });
  const right = (value: string, xEnd: number, size: number, font = regular) =>
    text(value, xEnd - font.widthOfTextAtSize(drawable(font, value), size), size, font);

  y -= 18;
  text(`${T.title} ${sheet.year}`, MARGIN, 18, bold);
  y -= 20;
  text(sheet.creatorName, MARGIN, 12, bold);
  y -= 16;
  text(
    `Período: enero a diciembre de ${sheet.year} · emitido el ${sheet.drawnOn}`,
    MARGIN,
    9,
    regular,
    MUTED,
  );

  const monthWidth = 78;
  const columnWidth = (A4.width - 2 * MARGIN - monthWidth) / COLUMNS.length;
  y -= 30;
  text(T.month, MARGIN, 7.5, bold);
  // Each heading on up to two lines, so a long one never runs into its neighbour.
  const headingLines = COLUMNS.map((c) => twoLines(bold, 7.5, c.label, columnWidth - 6));
  const top = y;
  for (const [i, lines] of headingLines.entries()) {
    y = top;
    for (const line of lines) {
      right(line, MARGIN + monthWidth + (i + 1) * columnWidth, 7.5, bold);
      y -= 9;
    }
  }
  y = top - 9;
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, color: RULE, thickness: 0.8 });
  const row = (label: string, figures: TaxFigures, font: PDFFont) => {
    y -= 16;
    text(label, MARGIN, 8, font);
    for (const [i, c] of COLUMNS.entries()) {
      right(money(c.cell(figures)), MARGIN + monthWidth + (i + 1) * columnWidth, 8, font);
    }
  };
  for (const month of sheet.months) row(monthLabel(month.month), month, regular);
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, color: RULE, thickness: 0.8 });
  row(T.total, sheet.totals, bold);

  y -= 34;
  text(T.splitHint, MARGIN, 8, regular, MUTED);
  y -= 16;
  text(T.pdfNote, MARGIN, 9, bold);
  return pdf.save();
}

export default taxSummaryPdf;
