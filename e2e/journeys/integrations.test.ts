import { WEBHOOK_MESSAGES as M, WEBHOOK_SCREEN_MESSAGES as T } from '@enlaza/shared/webhooks';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { sharedBrowser, uniqueCreator } from '../support/browser';
import { registerViaApi, signedInPage } from '../support/session';

/**
 * Issue 37, 'Integraciones' on a phone (360 px): an address on a private network is refused with
 * the field's own message; a public one is added, its signing secret shown once, and it can be
 * deleted. Nothing is sent: 'Enviar prueba' and deliveries are proven by the server's tests.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await sharedBrowser();
  const session = await registerViaApi(uniqueCreator('hooks'));
  ({ context, page } = await signedInPage(browser, session, { mobile: true }));
  await page.setViewportSize({ width: 360, height: 740 });
});

afterAll(async () => {
  await context?.close();
});

describe("the creator's webhooks", () => {
  it('refuses a private address, adds a public one with its secret shown once, and deletes it', async () => {
    await page.goto('/dashboard/integrations');
    await page.getByRole('heading', { name: T.title, exact: true, level: 2 }).waitFor();
    expect(await page.getByText(T.empty).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(T.url).fill('https://169.254.169.254/latest/meta-data');
    await page.getByRole('button', { name: T.add }).click();
    await page.getByText(M.urlPrivate).waitFor();
    expect(await page.getByLabel(T.url).getAttribute('aria-invalid')).toBe('true');

    // An address given as a public IP: saved without any name to resolve, and nothing is sent to it.
    const url = 'https://93.184.216.34/enlaza';
    await page.getByLabel(T.url).fill(url);
    await page.getByLabel(T.eventLabels['fan.confirmed'] ?? '').check();
    await page.getByRole('button', { name: T.add }).click();
    const secret = page.getByTestId('webhook-secret');
    await secret.waitFor();
    expect(await secret.textContent()).toMatch(/^whsec_/);
    const item = page.getByRole('list', { name: T.title }).getByRole('listitem');
    expect(await item.textContent()).toContain(url);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: T.secretDone }).click();
    expect(await secret.count()).toBe(0);
    await page.reload();
    await item.waitFor();
    expect(await page.getByTestId('webhook-secret').count()).toBe(0);

    await item.getByRole('button', { name: T.deleteLabel(`${url}`) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.delete }).click();
    await page.getByText(M.deleted).waitFor();
    await page.getByText(T.empty).waitFor();
  });
});
