import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, sharedBrowser } from '../support/browser';
import { readDownload } from '../support/download';
import { type ApiSession, signedInPage } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

/**
 * 'Resumen para ARCA' (issue 36) on a phone: the demo creator's twelve months with the simulator's
 * fees, and both downloads. The figures themselves are proved by tax-summary.dialect.test.ts.
 */
describe('Resumen para ARCA (412 px)', () => {
  it('shows twelve months with fees, downloads the CSV and a one-page PDF, axe clean', async () => {
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@enlaza.ar', password: 'demo1234' }),
    });
    const demo = ((await login.json()) as { data: ApiSession }).data;
    const { context, page } = await signedInPage(browser, demo, { mobile: true });
    try {
      await page.setViewportSize({ width: 412, height: 900 });
      await page.goto(`${baseUrl()}/dashboard/impuestos`);
      const table = page.getByRole('table', { name: /Resumen para ARCA \d{4}/ });
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBe(12);
      // The demo's donations were approved this year through the simulator: its fee shows.
      const feeIndex = 4; // month, gross ×3, then Mercado Pago's fee
      const fees = await table.locator(`tfoot td:nth-child(${feeIndex + 1})`).innerText();
      expect(fees).toMatch(/^\$\s?[1-9]/);
      await expect.poll(() => page.getByText('no una factura', { exact: false }).count()).toBeGreaterThan(0);

      const csv = await readDownload(page, () => page.getByRole('button', { name: 'Descargar CSV' }).click());
      expect(csv.name).toMatch(/^resumen-arca-\d{4}\.csv$/);
      expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(csv.bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')).toHaveLength(14);

      const pdf = await readDownload(page, () => page.getByRole('button', { name: 'Descargar PDF' }).click());
      expect(pdf.name).toMatch(/^resumen-arca-\d{4}\.pdf$/);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const document = await PDFDocument.load(pdf.bytes);
      expect(document.getPageCount()).toBe(1);
      expect(document.getTitle()).toMatch(/^Resumen para ARCA \d{4}$/);

      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
