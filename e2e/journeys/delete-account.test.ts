import { ACCOUNT_DELETION_MESSAGES } from '@enlaza/shared/account-deletion';
import { SENSITIVE_MESSAGES } from '@enlaza/shared/public';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

/**
 * Issue 22: a creator marks the page 'Contenido para mayores de 18' (visitors confirm their age
 * first, with JavaScript off and on), then deletes the account: its page says 'Esta página ya no
 * existe'. One creator for the whole file (registration is rate-limited per IP).
 */

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('borrar');

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
});

const gateHeading = (page: Page) => page.getByRole('heading', { name: SENSITIVE_MESSAGES.heading });
const profileHeading = (page: Page) => page.getByRole('heading', { name: creator.fullName, level: 1 });

/** The visitor's way through the interstitial, which a reload then skips (the cookie). */
async function passGate(page: Page, scan: boolean): Promise<void> {
  await page.goto(`/u/${creator.username}`);
  expect(await gateHeading(page).isVisible()).toBe(true);
  expect(await profileHeading(page).count()).toBe(0);
  // axe runs as a script in the page: scanned in the JavaScript-on visit.
  if (scan) expect(await axeViolations(page)).toEqual([]);
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/mayores-de-18') && r.status() === 303),
    page.getByRole('button', { name: SENSITIVE_MESSAGES.confirm }).click(),
  ]);
  await profileHeading(page).waitFor();
  expect(await gateHeading(page).count()).toBe(0);
  await page.reload();
  await profileHeading(page).waitFor();
  expect(await gateHeading(page).count()).toBe(0);
}

describe('pages for adults only, and deleting an account', () => {
  it('marks the page for adults only from the profile screen', async () => {
    const { context, page } = await signedInPage(browser, session, { mobile: true });
    await page.goto('/dashboard/profile');
    const box = page.getByRole('checkbox', { name: SENSITIVE_MESSAGES.label });
    await box.check();
    await page.getByText('Perfil actualizado correctamente').waitFor();
    expect(await box.isChecked()).toBe(true);
    await context.close();
  });

  it('shows the interstitial with JavaScript off: a plain form, remembered by a cookie', async () => {
    const { context, page } = await newPage(browser, { mobile: true, javaScriptEnabled: false });
    await passGate(page, false);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'enlaza_adult')?.value).toBe('1');
    await context.close();
  });

  it('shows the interstitial with JavaScript on too', async () => {
    const { context, page } = await newPage(browser);
    await passGate(page, true);
    await context.close();
  });

  it('deletes the account: the page then says it no longer exists', async () => {
    const { context, page } = await signedInPage(browser, session, { mobile: true });
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: ACCOUNT_DELETION_MESSAGES.title }).click();
    await page.getByLabel(ACCOUNT_DELETION_MESSAGES.passwordLabel).fill('no-es-esta');
    await page.getByLabel(ACCOUNT_DELETION_MESSAGES.usernameLabel(creator.username)).fill(creator.username);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: ACCOUNT_DELETION_MESSAGES.submit }).click();
    await page.getByText(ACCOUNT_DELETION_MESSAGES.passwordWrong).waitFor();

    await page.getByLabel(ACCOUNT_DELETION_MESSAGES.passwordLabel).fill(creator.password);
    await page.getByRole('button', { name: ACCOUNT_DELETION_MESSAGES.submit }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    // Issue 30, item 17: the home page says it is done.
    await page.getByText(ACCOUNT_DELETION_MESSAGES.deleted).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText(ACCOUNT_DELETION_MESSAGES.deletedDetail).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const answer = await page.goto(`/u/${creator.username}`);
    expect(answer?.status()).toBe(410);
    expect(await page.getByRole('heading', { name: ACCOUNT_DELETION_MESSAGES.gonePage }).isVisible()).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
