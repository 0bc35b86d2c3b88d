import { FAN_BLOCK_MESSAGES as B, SUBSCRIBER_MESSAGES as M } from '@enlaza/shared/fans';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { firstLink, mailsTo } from '../support/outbox';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

/**
 * Issue 24, fans' emails ('Avísame'): the creator turns the block on in 'Suscriptores'; a fan
 * subscribes on the public page, confirms from the mailed link, shows in the creator's list, and
 * the welcome mail's unsubscribe link takes them off it. The block's form works without JavaScript.
 */

let browser: Browser;
let session: ApiSession;
let creatorPage: Page;
const creator = uniqueCreator('fans');
const fan = `fan-${creator.username}@example.com`;
const noJsFan = `sinjs-${creator.username}@example.com`;
const blockTitle = B.blockTitle(creator.fullName);
const closers: (() => Promise<void>)[] = [];

/** The newest mail to `to` with this subject (the mail queue sends within seconds). */
async function mailWith(to: string, subject: string): Promise<{ text: string }> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = (await mailsTo(to, 30_000)).filter((m) => m.subject === subject).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no '${subject}' mail to ${to}`);
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
  const opened = await signedInPage(browser, session);
  creatorPage = opened.page;
  closers.push(() => opened.context.close());
});

afterAll(async () => {
  for (const close of closers) await close();
});

describe("fans' emails", () => {
  it('the creator turns the block on in the dashboard', async () => {
    await creatorPage.goto('/dashboard/subscribers');
    await creatorPage.getByRole('heading', { name: M.screenTitle, exact: true, level: 2 }).waitFor();
    expect(await creatorPage.getByText(M.empty).isVisible()).toBe(true);
    await creatorPage.getByLabel(M.toggleLabel).check();
    await creatorPage.getByText(M.enabled).waitFor();
    expect(await creatorPage.getByLabel(M.toggleLabel).isChecked()).toBe(true);
    expect(await axeViolations(creatorPage)).toEqual([]);
  });

  it('a fan subscribes, confirms from the mail, shows in the list, and leaves with the unsubscribe link', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    closers.push(() => context.close());
    await page.goto(`/u/${creator.username}`);
    const block = page.getByRole('region', { name: blockTitle });
    await block.waitFor();
    // At 360 px the block fits: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    await block.getByLabel(B.emailLabel).fill(fan);
    await block.getByLabel(B.consentLabel(creator.fullName)).check();
    await block.getByRole('button', { name: B.submit }).click();
    await page.getByRole('heading', { name: M.sentTitle }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const confirmMail = await mailWith(fan, M.confirmMail.subject(creator.fullName));
    await page.goto(firstLink(confirmMail.text));
    await page.getByRole('button', { name: M.confirmButton }).click();
    await page.getByRole('heading', { name: M.confirmedTitle }).waitFor();

    await creatorPage.reload();
    const row = creatorPage.getByTestId('subscriber-row').filter({ hasText: fan });
    await row.waitFor();
    expect(await row.textContent()).toContain(`/u/${creator.username}`);
    // Issue 30, item 9: on a phone the table gives way to a card per fan, 'Eliminar' on it.
    await creatorPage.setViewportSize({ width: 360, height: 800 });
    const card = creatorPage.getByTestId('subscriber-card').filter({ hasText: fan });
    await card.waitFor();
    expect(await row.isVisible()).toBe(false);
    expect(await card.textContent()).toContain(`/u/${creator.username}`);
    expect(await card.getByRole('button', { name: M.deleteLabel(fan) }).isVisible()).toBe(true);
    expect(await creatorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(creatorPage)).toEqual([]);
    await creatorPage.setViewportSize({ width: 1280, height: 800 });
    expect(await card.isVisible()).toBe(false);
    expect(await row.isVisible()).toBe(true);

    const welcome = await mailWith(fan, M.welcomeMail.subject(creator.fullName));
    const unsubscribe = welcome.text.match(/https?:\/\/\S+\/suscripcion\/baja\?token=\S+/)?.[0] ?? '';
    expect(unsubscribe).not.toBe('');
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: M.unsubscribeButton }).click();
    await page.getByRole('heading', { name: M.unsubscribedTitle }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await creatorPage.reload();
    await creatorPage.getByText(M.empty).waitFor();
    expect(await creatorPage.getByTestId('subscriber-row').count()).toBe(0);
  });

  it('the form works with JavaScript disabled', async () => {
    const { context, page } = await newPage(browser, { mobile: true, javaScriptEnabled: false });
    closers.push(() => context.close());
    await page.goto(`/u/${creator.username}`);
    const block = page.getByRole('region', { name: blockTitle });
    await block.getByLabel(B.emailLabel).fill(noJsFan);
    await block.getByLabel(B.consentLabel(creator.fullName)).check();
    await block.getByRole('button', { name: B.submit }).click();
    await page.getByRole('heading', { name: M.sentTitle }).waitFor();
    expect(await page.getByText(M.sentBody(creator.fullName)).isVisible()).toBe(true);
    await mailWith(noJsFan, M.confirmMail.subject(creator.fullName));
  });
});
