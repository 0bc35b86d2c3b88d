import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

/**
 * Transfers by alias confirmed by the creator (issue 32): the alias set in the payment settings is
 * shown as 'Transferir' on the public page; a transfer the creator records moves the public goal
 * (saying how much of it is confirmed transfers), and removing it moves the goal back.
 */

/** es-AR money has a no-break space after the sign. */
const text = (value: string | null) =>
  (value ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

let browser: Browser;
const creator = uniqueCreator('transfers');
const ALIAS = 'banda.del.sur';
let session: ApiSession;

/** The pesos raised as the goal bar tells assistive technology: '3 %, $ 3.000 recaudados de $ 80.000'. */
function barPesos(valueText: string | null): number {
  const match = /,\s*\$\s*([\d.]+)/.exec(text(valueText));
  if (!match?.[1]) throw new Error(`no amount in the bar's text: ${valueText}`);
  return Number(match[1].replace(/\./g, ''));
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
  const goal = await fetch(`${baseUrl()}/api/goals`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Grabar el disco', description: 'Estudio', target_amount: 80000 }),
  });
  if (goal.status !== 201) throw new Error(`goal failed: ${goal.status}`);
});

describe('transfers by alias at 412 px', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedInPage(browser, session, { mobile: true }));
    await page.setViewportSize({ width: 412, height: 915 });
  });
  afterAll(async () => {
    await context?.close();
  });

  it("shows the alias as 'Transferir'; a confirmed 3.000 moves the public goal, and its removal moves it back", async () => {
    await page.goto('/dashboard/donations');
    const settings = page.getByRole('region', { name: 'Transferencias' });
    await settings.getByLabel('Alias', { exact: true }).fill(ALIAS);
    await settings.getByLabel('Nombre del titular').fill(creator.fullName);
    await settings.getByRole('button', { name: 'Guardar' }).click();
    await settings.getByText('Datos para transferencias guardados').waitFor();

    const publicTab = await context.newPage();
    await publicTab.setViewportSize({ width: 412, height: 915 });
    await publicTab.goto(`/u/${creator.username}`);
    const transfer = publicTab.getByRole('region', { name: 'Transferir' });
    await transfer.getByText(ALIAS, { exact: true }).waitFor();
    expect(text(await transfer.textContent())).toContain(creator.fullName);
    const bar = publicTab.getByRole('progressbar').first();
    const before = barPesos(await bar.getAttribute('aria-valuetext'));
    const confirmedLine = publicTab.locator('.pp-goal-transfers');
    expect(await confirmedLine.isHidden()).toBe(true);
    expect(await axeViolations(publicTab)).toEqual([]);

    await page.goto('/dashboard/gorra');
    await page.getByLabel('Monto que llegó').fill('3.000');
    await page.getByRole('button', { name: 'Confirmar transferencia' }).click();
    await page.getByText('Transferencia confirmada', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The public tab's goal (live, no reload) moves by exactly 3.000 and says it is confirmed transfers.
    await expect.poll(async () => barPesos(await bar.getAttribute('aria-valuetext'))).toBe(before + 3000);
    await expect
      .poll(async () => text(await confirmedLine.textContent()))
      .toBe('$ 3.000 en transferencias confirmadas');

    await page.getByRole('button', { name: 'Eliminar la transferencia de $ 3.000' }).click();
    await expect.poll(async () => barPesos(await bar.getAttribute('aria-valuetext'))).toBe(before);
    await expect.poll(() => confirmedLine.isHidden()).toBe(true);
  });
});
