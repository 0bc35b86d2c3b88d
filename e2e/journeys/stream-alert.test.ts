import { OVERLAY_MESSAGES as M, OVERLAY_SCREEN_MESSAGES as T } from '@enlaza/shared/overlay';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, sharedBrowser, uniqueCreator } from '../support/browser';
import { connectMercadoPago, registerViaApi, signedInPage } from '../support/session';

/**
 * Issue 37, the stream alert: the creator copies the overlay's address from 'Integraciones' (412 px),
 * the page is opened as OBS would (800×600, transparent), a donation with a private message is
 * approved through the payment simulator and its card shows within 3 s without the message; after
 * 'Cambiar dirección' the old address answers 404.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';

beforeAll(async () => {
  browser = await sharedBrowser();
  const session = await registerViaApi(uniqueCreator('alerta'));
  token = session.token;
  ({ context, page } = await signedInPage(browser, session, { mobile: true }));
  await page.setViewportSize({ width: 412, height: 860 });
});

afterAll(async () => {
  await context?.close();
});

/** A visitor's donation with a private message, to the simulator's checkout; the answer approves it there. */
async function privateDonation(goalId: number): Promise<() => Promise<void>> {
  const checkout = await fetch(`${baseUrl()}/api/donations/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      goal_id: goalId,
      amount: 2_000,
      donor_name: 'Rocío',
      message: 'Mensaje solo para ti',
      message_public: false,
    }),
  });
  expect(checkout.status).toBe(201);
  const { data } = (await checkout.json()) as { data: { checkout_url: string } };
  return async () => {
    const paid = await fetch(`${baseUrl()}${new URL(data.checkout_url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ resultado: 'aprobar' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
  };
}

describe('the stream alert', () => {
  it('shows an approved donation on the overlay within 3 s, without its private message; the rotated address is 404', async () => {
    await connectMercadoPago(page);
    const goal = await fetch(`${baseUrl()}/api/goals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Micrófono nuevo',
        description: 'Para el stream',
        target_amount: 10_000,
      }),
    });
    expect(goal.status).toBe(201);
    const goalId = ((await goal.json()) as { data: { goal: { id: number } } }).data.goal.id;

    await page.goto('/dashboard/integrations');
    await page.getByRole('heading', { name: T.title, level: 2 }).waitFor();
    const address = page.getByTestId('overlay-url');
    const url = await address.inputValue();
    expect(url).toMatch(/\/overlay\/[A-Za-z0-9_-]{43}$/);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

    // OBS's browser source: 800×600 by default, with the goal bar asked for.
    const obs = await browser.newContext({
      viewport: { width: 800, height: 600 },
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    const overlay = await obs.newPage();
    const path = new URL(url).pathname;
    const stream = overlay.waitForResponse((res) => res.url().endsWith(`/api${path}/live`));
    const opened = await overlay.goto(`${baseUrl()}${path}?meta=1`);
    expect(opened?.status()).toBe(200);
    expect((await stream).status()).toBe(200);
    const look = await overlay.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      width: document.body.getBoundingClientRect().width,
      height: document.body.getBoundingClientRect().height,
      scrolls: document.documentElement.scrollHeight > 600 || document.documentElement.scrollWidth > 800,
    }));
    expect(look).toEqual({ background: 'rgba(0, 0, 0, 0)', width: 800, height: 600, scrolls: false });
    await overlay.locator('[data-overlay-goal]').waitFor();

    const approve = await privateDonation(goalId);
    const approvedAt = Date.now();
    await approve();
    const card = overlay.getByTestId('overlay-card');
    await card.waitFor({ timeout: 3_000 });
    expect(Date.now() - approvedAt).toBeLessThan(3_000);
    const text = (await card.textContent())?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('Rocío te apoyó');
    expect(text).toContain('$ 2.000');
    expect(text).not.toContain('Mensaje solo para ti');

    await page.getByRole('button', { name: T.rotate }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.rotate }).click();
    await page.getByText(M.rotated).waitFor();
    await expect.poll(() => address.inputValue()).not.toBe(url);
    const old = await overlay.goto(`${baseUrl()}${path}`);
    expect(old?.status()).toBe(404);
    await obs.close();
  });
});
