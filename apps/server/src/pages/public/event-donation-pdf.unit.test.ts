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

describe('the A6 donation sheet', () => {
  afterAll(() => vi.useRealTimers());

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
