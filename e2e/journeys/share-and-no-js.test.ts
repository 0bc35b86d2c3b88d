import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, PHONE_UA, sharedBrowser, uniqueCreator } from '../support/browser';
import { registerViaApi } from '../support/session';

/**
 * Issue 14, share cards and the page without JavaScript: the og:image of /u/demo is a 1200×630 PNG
 * drawn by the server that changes after a donation; with JavaScript off a visitor donates through
 * the payment simulator from the server-rendered form, and a link click is counted by /l/{id}.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
});
/** The og:image the page's HTML names, as a path on the server. */
async function shareImagePath(page: Page): Promise<string> {
  const content = await page.locator('meta[property="og:image"]').getAttribute('content');
  const url = new URL(content ?? '');
  return url.pathname;
}

async function decodedSize(path: string): Promise<{ width: number; height: number; type: string | null }> {
  const res = await fetch(`${baseUrl()}${path}`);
  const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
  return { width: png.width, height: png.height, type: res.headers.get('content-type') };
}

describe('share cards and the page without JavaScript', () => {
  it('the og:image of /u/demo is a 1200×630 PNG that changes after a donation made without JavaScript', async () => {
    const { context, page } = await newPage(browser, { mobile: true, javaScriptEnabled: false });
    await page.goto('/u/demo');
    const before = await shareImagePath(page);
    expect(before).toMatch(/^\/og\/u\/demo\/[0-9a-f]{16}\.png$/);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
      'summary_large_image',
    );
    expect(await decodedSize(before)).toEqual({ width: 1200, height: 630, type: 'image/png' });

    // 'Aportar' is a link to the server-rendered form.
    await page.getByRole('link', { name: 'Aportar' }).click();
    await page.waitForURL('**/u/demo/aportar');
    expect(await page.getByRole('heading', { name: 'Apoyar a Lucía Fernández' }).isVisible()).toBe(true);

    // Too little: the same form again, with the spec's message and what was typed.
    await page.getByLabel('Monto del aporte (ARS)').fill('99');
    await page.getByLabel(/Tu nombre/).fill('Sofía sin JS');
    await page.getByRole('button', { name: /^Aportar/ }).click();
    await page.waitForLoadState();
    expect(await page.getByText(DONATION_MESSAGES.amountMin, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel(/Tu nombre/).inputValue()).toBe('Sofía sin JS');

    await page.getByLabel('Monto del aporte (ARS)').fill('2.500');
    await page.getByRole('textbox', { name: /^Mensaje/ }).fill('¡Desde un navegador sin JavaScript!');
    await page.getByRole('button', { name: /^Aportar/ }).click();
    await page.waitForURL(/\/simulador\/mercadopago\/checkout\//);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL(/\/donacion\//);

    // The approved donation moves the goal: the page names a new card, and that one decodes too.
    let after = before;
    await expect
      .poll(
        async () => {
          await page.goto('/u/demo');
          after = await shareImagePath(page);
          return after;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .not.toBe(before);
    expect(await decodedSize(after)).toEqual({ width: 1200, height: 630, type: 'image/png' });
    await context.close();
  });

  it('with JavaScript off a link click goes through /l/{id}, reaches the destination and is counted', async () => {
    const creator = uniqueCreator('sinjs');
    const { token } = await registerViaApi(creator);
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${baseUrl()}/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
      });
    const destination = 'https://destino.example.com/agenda';
    const created = await api('/links', {
      method: 'POST',
      body: JSON.stringify({ title: 'Mi agenda', url: destination }),
    });
    expect(created.status).toBe(201);
    const totalClicks = async () =>
      ((await (await api('/stats/overview?period=7d')).json()) as { data: { totalClicks: number } }).data
        .totalClicks;
    expect(await totalClicks()).toBe(0);

    const { context, page } = await newPage(browser, {
      mobile: true,
      javaScriptEnabled: false,
      userAgent: PHONE_UA,
    });
    // The destination is outside this offline machine: what matters is where the browser was sent.
    const hops: { url: string; status: number; location: string | undefined }[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/l/')) {
        hops.push({ url: response.url(), status: response.status(), location: response.headers().location });
      }
    });
    const attempted: string[] = [];
    context.on('request', (request) => {
      if (request.url().startsWith('https://destino.example.com/')) attempted.push(request.url());
    });
    await page.goto(`/u/${creator.username}`);
    const link = page.getByRole('link', { name: 'Mi agenda' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/l\/\d+$/);
    expect(await link.getAttribute('title')).toBe(destination);
    expect(await link.getAttribute('rel')).toBe('noopener');

    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState().catch(() => undefined);
    await expect.poll(() => attempted).toEqual([destination]);
    expect(hops).toEqual([{ url: `${baseUrl()}${href}`, status: 302, location: destination }]);
    await expect.poll(totalClicks).toBe(1);
    await context.close();
  });

  it('the donation form page passes the accessibility scan', async () => {
    // Scanned in a context with JavaScript: the scanner runs as a script (the page itself has none).
    const { context, page } = await newPage(browser, { mobile: true });
    await page.goto('/u/demo/aportar');
    expect(await page.getByRole('heading', { name: 'Apoyar a Lucía Fernández' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('with JavaScript on, the link shows its own URL once the page has hydrated', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    await page.goto('/u/demo');
    const link = page.locator('.pp-link').first();
    // After hydration the visible URL is the link's own, with the click counted by the beacon.
    await expect.poll(async () => (await link.getAttribute('href')) ?? '').toMatch(/^https?:\/\//);
    expect(await link.getAttribute('title')).toBe(await link.getAttribute('href'));
    await context.close();
  });
});
