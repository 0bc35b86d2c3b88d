import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeGoalId, approveDonationOverHttp } from '../../apps/server/test/http-donation';
import {
  type Deployment,
  sharedServicesConfigured,
  startDeployment,
} from '../../apps/server/test/server-copies';
import { baseUrl, sharedBrowser } from '../support/browser';

/**
 * The goal bar moves live: two visitors have the same public page open, a donation is approved
 * through the payment simulator, and both bars move without a reload. Once on the shared server
 * (one process), and once with a page on each of two server copies (PostgreSQL + Redis) when
 * TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
const raised = (page: Page) =>
  page
    .locator('.pp-goal-raised')
    .textContent()
    .then((text) => (text ?? '').replace(/\s+/g, ' '));

async function openPublicPage(base: string, username: string): Promise<Page> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    locale: 'es-AR',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const stream = page.waitForResponse((res) => res.url().endsWith(`/api/public/${username}/live`));
  await page.goto(`${base}/u/${username}`);
  // Hydrated and subscribed: the stream answered.
  expect((await stream).status()).toBe(200);
  return page;
}

async function bothBarsMove(pages: Page[], donateThrough: string): Promise<void> {
  const before = await Promise.all(pages.map(raised));
  const bars = await Promise.all(
    pages.map((page) => page.getByRole('progressbar').getAttribute('aria-valuetext')),
  );
  const navigations = pages.map(() => 0);
  pages.forEach((page, i) => {
    page.on('framenavigated', () => {
      navigations[i] = (navigations[i] ?? 0) + 1;
    });
  });
  await approveDonationOverHttp(donateThrough, await activeGoalId(donateThrough, 'demo'), 25_000);
  for (const [i, page] of pages.entries()) {
    await expect.poll(() => raised(page)).not.toBe(before[i]);
    await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuetext')).not.toBe(bars[i]);
  }
  expect(navigations).toEqual(pages.map(() => 0));
}

describe('live goal bar', () => {
  it('moves on two pages of one server when a donation is approved, without a reload', async () => {
    const pages = [await openPublicPage(baseUrl(), 'demo'), await openPublicPage(baseUrl(), 'demo')];
    await bothBarsMove(pages, baseUrl());
    await Promise.all(pages.map((page) => page.context().close()));
  });

  describe.runIf(sharedServicesConfigured())('with two server copies', () => {
    let deployment: Deployment;
    beforeAll(async () => {
      deployment = await startDeployment();
    }, 180_000);
    afterAll(async () => {
      await deployment?.stop();
    }, 60_000);

    it('moves on a page of each copy when the notification reaches one of them', async () => {
      const [a, b] = deployment.copies.map((copy) => copy.url);
      if (!a || !b) throw new Error('two copies expected');
      const pages = [await openPublicPage(a, 'demo'), await openPublicPage(b, 'demo')];
      await bothBarsMove(pages, a);
      await Promise.all(pages.map((page) => page.context().close()));
    });
  });
});
