import { WorkerPool } from '../../lib/worker-pool';
import type { TaxSummarySheet } from './tax-summary-pdf';

/**
 * Draws the yearly summary PDFs in one worker thread of the shared pool kind (lib/worker-pool.ts),
 * off the event loop. Past `maxQueue` waiting, `pdf` throws WorkerPoolBusyError at once (a 503).
 */
export class TaxSummaryPdfRenderer {
  // The build emits tax-summary-pdf.js beside the bundled server (see build.mjs).
  private readonly pool = new WorkerPool<TaxSummarySheet, Uint8Array>({
    besideUrl: import.meta.url,
    worker: 'tax-summary-pdf',
    threads: 1,
    maxQueue: 8,
    idleTimeoutMs: 30_000,
  });

  async pdf(sheet: TaxSummarySheet): Promise<Buffer> {
    return Buffer.from(await this.pool.run(sheet));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
