import { POST_MESSAGES as M, PUBLIC_POST_TEXTS as P, POST_SCREEN_MESSAGES as T } from '@enlaza/shared/posts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { registerViaApi, signedInPage } from '../support/session';

/**
 * Issue 35, first slice: on a phone the creator writes a public post in 'Novedades'; it shows in
 * the profile's 'Novedades' and on its own page, readable with JavaScript off. Axe clean.
 */

let browser: Browser;
let creatorPage: Page;
const creator = uniqueCreator('posts');
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  browser = await sharedBrowser();
  const session = await registerViaApi(creator);
  const opened = await signedInPage(browser, session, { mobile: true });
  creatorPage = opened.page;
  creatorPage.setDefaultTimeout(15_000);
  closers.push(() => opened.context.close());
});

afterAll(async () => {
  for (const close of closers) await close();
});

describe('posts (Novedades)', () => {
  it('the creator writes a public post on a phone, and visitors read it without JavaScript', async () => {
    await creatorPage.setViewportSize({ width: 360, height: 780 });
    await creatorPage.goto('/dashboard/novedades');
    await creatorPage.getByRole('heading', { name: T.screenTitle, exact: true, level: 2 }).waitFor();
    await creatorPage.getByText(T.empty).waitFor();
    await creatorPage.getByLabel(T.titleLabel).fill('Show en Rosario');
    await creatorPage
      .getByLabel(T.bodyLabel)
      .fill('Nos vemos el **sábado**.\n\n- [Entradas](https://example.com/entradas)');
    await creatorPage.getByRole('button', { name: T.submit }).click();
    await creatorPage.getByText(M.published).waitFor();
    await creatorPage.getByTestId('post-row').filter({ hasText: 'Show en Rosario' }).waitFor();
    expect(await creatorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(creatorPage)).toEqual([]);

    // Without JavaScript: the profile's section leads to the post, rendered by the server.
    const plain = await newPage(browser, { mobile: true, javaScriptEnabled: false });
    closers.push(() => plain.context.close());
    plain.page.setDefaultTimeout(15_000);
    await plain.page.goto(`/u/${creator.username}`);
    await plain.page
      .getByRole('region', { name: P.sectionTitle })
      .getByRole('link', { name: 'Show en Rosario' })
      .click();
    await plain.page.getByRole('heading', { name: 'Show en Rosario', level: 1 }).waitFor();
    expect(await plain.page.locator('.po-body strong').textContent()).toBe('sábado');
    expect(await plain.page.getByRole('link', { name: 'Entradas' }).getAttribute('rel')).toBe(
      'nofollow ugc noopener',
    );

    // Axe runs in the page, so with JavaScript: the profile, the post and the list at 360 px.
    const { context, page } = await newPage(browser, { mobile: true });
    closers.push(() => context.close());
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/u/${creator.username}`);
    const section = page.getByRole('region', { name: P.sectionTitle });
    await section.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await section.getByRole('link', { name: 'Show en Rosario' }).click();
    await page.getByRole('heading', { name: 'Show en Rosario', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: P.backToList }).click();
    await page.getByRole('heading', { name: P.listTitle(creator.fullName), level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
  });
});
