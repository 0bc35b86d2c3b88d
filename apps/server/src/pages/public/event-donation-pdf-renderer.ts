import { EVENT_DONATION_MESSAGES } from '@enlaza/shared/donations';
import { DrawnFileCache } from '../../lib/drawn-file-cache';
import { contentEtag } from '../../lib/etag';
import { WorkerPool } from '../../lib/worker-pool';
import type { DonationSheet } from './event-donation-pdf';

/** Bump when the sheet's drawing changes, so every sheet gets a new ETag. */
const SHEET_VERSION = 2;

/** The sheet's ETag: everything it prints, including the fixed wording, and the drawing's version. */
export function donationSheetEtag(sheet: DonationSheet): string {
  const { pageTitle, pdfScanHint, pdfQrHint } = EVENT_DONATION_MESSAGES;
  return contentEtag({ v: SHEET_VERSION, sheet, wording: { pageTitle, pdfScanHint, pdfQrHint } });
}

/**
 * Draws the A6 donation sheets in one worker thread, off the event loop, and keeps them by ETag:
 * a sheet is drawn once per content. Past `maxQueue` sheets waiting, `pdf` throws
 * WorkerPoolBusyError at once.
 */
export class DonationSheetRenderer {
  // The build emits event-donation-pdf.js beside the bundled server (see build.mjs).
  private readonly pool = new WorkerPool<DonationSheet, Uint8Array>({
    besideUrl: import.meta.url,
    worker: 'event-donation-pdf',
    threads: 1,
    maxQueue: 8,
    idleTimeoutMs: 30_000,
  });
  /** A sheet is ~15–30 KB. */
  private readonly sheets = new DrawnFileCache({ maxFiles: 200, maxBytes: 8 * 1024 * 1024 });

  pdf(sheet: DonationSheet, etag = donationSheetEtag(sheet)): Promise<Buffer> {
    return this.sheets.get(etag, async () => Buffer.from(await this.pool.run(sheet)));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
