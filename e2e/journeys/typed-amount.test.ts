import { MONEY_MESSAGES } from '@enlaza/shared/money';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newPage, sharedBrowser } from '../support/browser';

/**
 * Issue 18: a donor is charged exactly what they typed. Enter in the amount field submits the typed
 * amount on every donation form (the server-rendered profile form, the profile's dialog, an event's
 * page), with JavaScript on and off; an amount with centavos is refused, never re-read. The demo
 * creator (seeded, connected to the payment simulator) receives; checkouts are left unpaid. Its
 * visitors come from their own address (X-Forwarded-For, trusted by the journey servers), so these
 * checkouts stay out of the per-IP budget of the files that run after it on the worker's server.
 */

/** A documentation address (RFC 5737), this file's alone. */
const VISITOR_ADDRESS = '198.51.100.18';

let browser: Browser;
let eventId: number;

/** es-AR money has a no-break space after the sign. */
const text = (value: string | null) =>
  (value ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

beforeAll(async () => {
  browser = await sharedBrowser();
  const res = await fetch(`${baseUrl()}/api/public/demo`);
  const body = (await res.json()) as { data: { user: { upcoming_events: { id: number }[] } } };
  eventId = body.data.user.upcoming_events[0]?.id ?? 0;
  expect(eventId).toBeGreaterThan(0);
});

/** The simulator's checkout page, reached from the form: the amount it is about to charge. */
async function checkoutAmount(page: Page): Promise<string> {
  await page.waitForURL(/\/simulador\/mercadopago\/checkout\//);
  return text(await page.locator('.amount').textContent());
}

const visitor = (javaScriptEnabled: boolean) =>
  newPage(browser, { mobile: true, javaScriptEnabled, forwardedFor: VISITOR_ADDRESS });

describe('Enter in the amount field pays the typed amount', () => {
  for (const javaScriptEnabled of [false, true]) {
    const mode = javaScriptEnabled ? 'JavaScript on' : 'JavaScript off';

    it(`on the profile's donation page (/u/demo/aportar), ${mode}`, async () => {
      const { context, page } = await visitor(javaScriptEnabled);
      try {
        await page.goto('/u/demo/aportar');
        await page.getByLabel('Monto del aporte (ARS)').fill('1200');
        await page.getByLabel('Monto del aporte (ARS)').press('Enter');
        expect(await checkoutAmount(page)).toBe('$ 1.200');

        // Centavos are refused with the message, and the field keeps what was typed.
        await page.goto('/u/demo/aportar');
        await page.getByLabel('Monto del aporte (ARS)').fill('1000,50');
        await page.getByLabel('Monto del aporte (ARS)').press('Enter');
        await expect
          .poll(() => page.getByText(MONEY_MESSAGES.wholePesos, { exact: true }).isVisible())
          .toBe(true);
        expect(await page.getByLabel('Monto del aporte (ARS)').inputValue()).toBe('1000,50');
      } finally {
        await context.close();
      }
    });

    it(`on an event's donation page ('Otro monto'), ${mode}`, async () => {
      const { context, page } = await visitor(javaScriptEnabled);
      try {
        const other = page.getByLabel('Otro monto (en pesos)');
        await page.goto(`/e/demo/${eventId}/aportar`);
        await page.getByRole('radio', { name: 'Otro' }).check();
        await other.fill('1200');
        await other.press('Enter');
        expect(await checkoutAmount(page)).toBe('$ 1.200');

        await page.goto(`/e/demo/${eventId}/aportar`);
        await page.getByRole('radio', { name: 'Otro' }).check();
        await other.fill('1500.75');
        await other.press('Enter');
        await expect
          .poll(() => page.getByText(MONEY_MESSAGES.wholePesos, { exact: true }).isVisible())
          .toBe(true);
        expect(await other.inputValue()).toBe('1500.75');
      } finally {
        await context.close();
      }
    });
  }

  it("in the profile's donation dialog (JavaScript on)", async () => {
    const { context, page } = await visitor(true);
    try {
      const openDialog = async () => {
        await page.goto('/u/demo');
        await page.getByRole('button', { name: 'Aportar', exact: true }).click();
        return page.getByRole('dialog', { name: 'Apoyar a Lucía Fernández' });
      };
      let dialog = await openDialog();
      await dialog.getByLabel('Monto del aporte (ARS)').fill('1200');
      await dialog.getByLabel('Monto del aporte (ARS)').press('Enter');
      expect(await checkoutAmount(page)).toBe('$ 1.200');

      // The dialog checks with the server's rule: the same message, nothing leaves the page.
      dialog = await openDialog();
      const amount = dialog.getByLabel('Monto del aporte (ARS)');
      await amount.fill('1.000,50');
      await amount.press('Enter');
      await expect
        .poll(() => dialog.getByText(MONEY_MESSAGES.wholePesos, { exact: true }).isVisible())
        .toBe(true);
      expect(await amount.inputValue()).toBe('1.000,50');
      expect(new URL(page.url()).pathname).toBe('/u/demo');
    } finally {
      await context.close();
    }
  });
});
