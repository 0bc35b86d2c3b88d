import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { mailsTo, VERIFICATION_SUBJECT } from '../support/outbox';
import { type ApiSession, connectMercadoPago, registerViaApi, signedInPage } from '../support/session';

/**
 * The supporters' wall (issue 20): a visitor donates with name, email, a public message and the
 * amount hidden; after 'Aprobar' the wall shows the name and message without the amount, live on a
 * page already open and on the /apoyos page without JavaScript; the creator replies to it and hides
 * another message, which leaves the page and the API.
 */

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('apoyos');
const GOAL_TITLE = 'Grabar el disco';

const text = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
const wall = (page: Page) => page.getByRole('region', { name: 'Apoyos' });

async function wallApi(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/public/${creator.username}/supporters`);
  return res.text();
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
  const res = await fetch(`${baseUrl()}/api/goals`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: GOAL_TITLE, description: 'Estudio', target_amount: 80000 }),
  });
  expect(res.status).toBe(201);
});

/** From the open dialog to the simulator's approval and back to the return page. */
async function donate(page: Page, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.goto(`/u/${creator.username}`);
  await page.getByRole('region', { name: GOAL_TITLE }).getByRole('button', { name: 'Aportar' }).click();
  const dialog = page.getByRole('dialog', { name: `Apoyar a ${creator.fullName}` });
  // The dialog's code loads when the visitor reaches for 'Aportar' (an island): wait for it.
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole('button', { name: /^Aportar/ }).click();
  await page.waitForURL(/\/simulador\/mercadopago\/checkout\//);
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await page.waitForURL(/\/donacion\//);
}

describe("the supporters' wall", () => {
  let creatorContext: BrowserContext;
  let creatorPage: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;
  let watcherContext: BrowserContext;
  let watcher: Page;

  beforeAll(async () => {
    ({ context: creatorContext, page: creatorPage } = await signedInPage(browser, session));
    ({ context: visitorContext, page: visitor } = await newPage(browser, { mobile: true }));
    ({ context: watcherContext, page: watcher } = await newPage(browser));
    await connectMercadoPago(creatorPage);
  });
  afterAll(async () => {
    await creatorContext?.close();
    await visitorContext?.close();
    await watcherContext?.close();
  });

  it('a donation with name, email, public message and hidden amount shows live on an open page', async () => {
    await watcher.goto(`/u/${creator.username}`);
    await expect
      .poll(() => wall(watcher).getByText('Todavía no hay apoyos', { exact: false }).isVisible())
      .toBe(true);

    await donate(visitor, async (dialog) => {
      expect(await axeViolations(visitor, '[role="dialog"]')).toEqual([]);
      await dialog.getByLabel('Monto del aporte (ARS)').fill('1500');
      await dialog.getByLabel('Tu nombre').fill('Caro');
      await dialog.getByRole('textbox', { name: /^Mensaje/ }).fill('¡Vamos con ese disco!');
      await dialog.getByLabel(/^Email/).fill('caro@example.com');
      expect(await dialog.getByLabel('Mensaje público').isChecked()).toBe(true);
      expect(await dialog.getByLabel('Mostrar mi nombre').isChecked()).toBe(true);
      await dialog.getByLabel('Ocultar el monto').check();
    });

    const entry = wall(watcher).getByTestId('supporter').filter({ hasText: 'Caro' });
    await expect.poll(() => entry.isVisible(), { timeout: 15_000 }).toBe(true);
    const shown = text(await entry.textContent());
    expect(shown).toContain('¡Vamos con ese disco!');
    expect(shown).not.toContain('1.500');
    expect(text(await watcher.locator('main').textContent())).not.toContain('caro@example.com');

    // The mail queue sent one receipt to the donor and one alert to the creator.
    const receipts = await mailsTo('caro@example.com', 20_000);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Aporte voluntario');
    // Besides the verification mail the creator got at registration (issue 22).
    const alerts = async () =>
      (await mailsTo(creator.email, 20_000)).filter((m) => m.subject !== VERIFICATION_SUBJECT).length;
    await expect.poll(alerts, { timeout: 20_000 }).toBe(1);
  });

  it('the /apoyos page shows it without JavaScript, and passes axe', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`/u/${creator.username}/apoyos`);
    const entry = page.getByTestId('supporter').filter({ hasText: 'Caro' });
    expect(text(await entry.textContent())).toContain('¡Vamos con ese disco!');
    expect(text(await entry.textContent())).not.toContain('1.500');
    await context.close();

    await watcher.goto(`/u/${creator.username}/apoyos`);
    expect(await axeViolations(watcher)).toEqual([]);
  });

  it('the creator replies to it and hides another message: gone from the page and the API', async () => {
    await donate(visitor, async (dialog) => {
      await dialog.getByLabel('Monto del aporte (ARS)').fill('700');
      await dialog.getByLabel('Tu nombre').fill('Beto');
      await dialog.getByRole('textbox', { name: /^Mensaje/ }).fill('Mensaje a ocultar');
    });
    await watcher.goto(`/u/${creator.username}`);
    await expect
      .poll(() => wall(watcher).getByText('Mensaje a ocultar').isVisible(), { timeout: 15_000 })
      .toBe(true);

    await creatorPage.goto('/dashboard/donations');
    const table = creatorPage.getByRole('table');
    const beto = table.getByRole('row').filter({ hasText: 'Mensaje a ocultar' });
    await beto.getByRole('button', { name: 'Ocultar mensaje' }).click();
    await expect.poll(() => beto.getByRole('button', { name: 'Mostrar mensaje' }).isVisible()).toBe(true);

    const caro = table.getByRole('row').filter({ hasText: '¡Vamos con ese disco!' });
    expect(await caro.getByText('caro@example.com').isVisible()).toBe(true);
    await caro.getByRole('button', { name: 'Responder' }).click();
    await caro.getByRole('textbox', { name: 'Tu respuesta' }).fill('¡Gracias, Caro!');
    await caro.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect.poll(() => caro.getByText('¡Gracias, Caro!').isVisible()).toBe(true);

    // The open page follows both at once.
    await expect
      .poll(() => wall(watcher).getByText('¡Gracias, Caro!').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => wall(watcher).getByText('Mensaje a ocultar').count()).toBe(0);
    expect(await wall(watcher).getByText('Beto').isVisible()).toBe(true);
    const api = await wallApi();
    expect(api).toContain('¡Gracias, Caro!');
    expect(api).not.toContain('Mensaje a ocultar');
    expect(api).not.toContain('caro@example.com');
  });

  it("a page that can take no contribution invites none: no empty 'Apoyos', at 1280 and 360 px, axe clean", async () => {
    const closed = uniqueCreator('sin-aportes');
    await registerViaApi(closed);
    await watcher.goto(`/u/${closed.username}`);
    await watcher.getByRole('heading', { name: closed.fullName, level: 1 }).waitFor();
    expect(await watcher.getByText('puede ser el primero', { exact: false }).count()).toBe(0);
    expect(await wall(watcher).count()).toBe(0);
    expect(await axeViolations(watcher)).toEqual([]);
    await watcher.setViewportSize({ width: 360, height: 800 });
    expect(await watcher.getByText('puede ser el primero', { exact: false }).count()).toBe(0);
    expect(await axeViolations(watcher)).toEqual([]);
    await watcher.setViewportSize({ width: 1280, height: 800 });
  });
});
