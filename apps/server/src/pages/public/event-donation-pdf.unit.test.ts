import { inflateSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { eventDonationPdf } from './event-donation-pdf';
import { donationSheetEtag } from './event-donation-pdf-renderer';

const SHEET = {
  creatorName: 'Ana Núñez',
  eventTitle: 'Peña en San Telmo',
  eventWhen: '2099-03-20',
  eventTime: '21:00',
  place: 'Centro Cultural Sur',
  url: 'https://enlaza.example/e/ana/7/aportar',
};

/** The lines a PDF draws: pdf-lib writes each as a hex string shown with Tj, in deflated streams. */
function drawnText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
      lines.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return lines;
}

describe('the A6 donation sheet', () => {
  afterAll(() => vi.useRealTimers());

  it("offers the card checkout and 'Pagar con QR desde cualquier app' under the code", async () => {
    const lines = drawnText(await eventDonationPdf(SHEET));
    expect(lines).toContain('Escanea para aportar con Mercado Pago');
    expect(lines).toContain('Con tarjeta, o Pagar con QR desde cualquier app');
    expect(lines).toContain('Ana Núñez');
  });

  it('is the same bytes for the same content, whenever it is drawn', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
    const first = Buffer.from(await eventDonationPdf(SHEET));
    vi.setSystemTime(new Date('2026-07-01T09:30:00Z'));
    const later = Buffer.from(await eventDonationPdf(SHEET));
    expect(later.equals(first)).toBe(true);
    const other = Buffer.from(await eventDonationPdf({ ...SHEET, eventTime: '22:00' }));
    expect(other.equals(first)).toBe(false);
  });

  it('has an ETag that follows every printed field', () => {
    const etag = donationSheetEtag(SHEET);
    expect(donationSheetEtag({ ...SHEET })).toBe(etag);
    for (const [field, value] of Object.entries({
      creatorName: 'Ana',
      eventTitle: 'Otra peña',
      eventWhen: '2099-03-21',
      eventTime: null,
      place: 'En línea',
      url: 'https://enlaza.example/e/ana/8/aportar',
    })) {
      expect(donationSheetEtag({ ...SHEET, [field]: value }), field).not.toBe(etag);
    }
  });
});
