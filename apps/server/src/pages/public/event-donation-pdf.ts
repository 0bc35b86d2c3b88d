import { EVENT_DONATION_MESSAGES } from '@enlaza/shared/donations';
import { formatEventDate } from '@enlaza/shared/public';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

/** A6 portrait in PDF points (105 × 148 mm). */
const A6 = { width: 297.64, height: 419.53 } as const;
const MARGIN = 20;
const QR_SIZE = 170;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const ACCENT = rgb(0.71, 0.33, 0.04);

export interface DonationSheet {
  creatorName: string;
  eventTitle: string;
  eventWhen: string;
  eventTime: string | null;
  place: string;
  /** The donation page the QR opens. */
  url: string;
}

/** Only the characters the standard font can draw (accents and ñ are in; emoji become nothing). */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'))
    .filter((char) => supported.has(char.codePointAt(0) ?? -1))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lines of at most `width` points, at most `maxLines` (the last one cut with '…' when needed). */
function wrap(font: PDFFont, size: number, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) line = line.slice(0, -1);
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (font.widthOfTextAtSize(last, size) > width && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}

/**
 * Runs in a piscina worker thread (event-donation-pdf-renderer.ts; ~80 ms of CPU per sheet).
 * The printable 'Pasar la gorra' sheet (A6): who receives, the event, its date and place, and a
 * large QR of the donation page, with the address printed under it for phones that cannot scan.
 * The page it opens takes a card or offers 'Pagar con QR desde cualquier app' (issue 32).
 */
export async function eventDonationPdf(sheet: DonationSheet): Promise<Uint8Array> {
  // No creation or modification date: the same sheet is always the same bytes (its ETag is its content).
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${EVENT_DONATION_MESSAGES.pageTitle}: ${sheet.eventTitle}`);
  pdf.setCreator('Enlazá');
  pdf.setProducer('Enlazá');
  const page = pdf.addPage([A6.width, A6.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A6.width - 2 * MARGIN;
  let y = A6.height - MARGIN;

  const write = (text: string, font: PDFFont, size: number, color = INK, maxLines = 2) => {
    for (const line of wrap(font, size, drawable(font, text), width, maxLines)) {
      y -= size * 1.2;
      const x = (A6.width - font.widthOfTextAtSize(line, size)) / 2;
      page.drawText(line, { x, y, size, font, color });
    }
  };

  write(EVENT_DONATION_MESSAGES.pageTitle.toUpperCase(), bold, 11, ACCENT, 1);
  y -= 4;
  write(sheet.creatorName, bold, 17, INK, 2);
  y -= 2;
  write(sheet.eventTitle, regular, 12, INK, 2);
  write(
    `${formatEventDate(sheet.eventWhen, sheet.eventTime, 'short')} · ${sheet.place}`,
    regular,
    9,
    MUTED,
    2,
  );

  const png = await QRCode.toBuffer(sheet.url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 512,
  });
  const image = await pdf.embedPng(png);
  y -= 10 + QR_SIZE;
  page.drawImage(image, { x: (A6.width - QR_SIZE) / 2, y, width: QR_SIZE, height: QR_SIZE });
  y -= 4;
  write(EVENT_DONATION_MESSAGES.pdfScanHint, bold, 10, INK, 1);
  write(EVENT_DONATION_MESSAGES.pdfQrHint, regular, 9, INK, 1);
  write(sheet.url, regular, 7, MUTED, 2);
  return pdf.save();
}

export default eventDonationPdf;
