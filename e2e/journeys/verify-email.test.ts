import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { hydratedByReact } from '../support/hydration';
import { verificationLinkFor } from '../support/outbox';

/**
 * Issue 22, verified email: a creator registers through the form, finds the verification mail in the
 * outbox, opens its link (a server-rendered page that needs no JavaScript), and the dashboard's
 * banner is gone; then they connect Mercado Pago (simulator). The link works once.
 */

const BANNER = 'Verifica tu email para recibir aportes';

let browser: Browser;
const creator = uniqueCreator('verifica');

const text = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
const banner = (page: Page) => page.getByRole('region', { name: BANNER });

describe('verified email', () => {
  let context: BrowserContext;
  let page: Page;
  let link = '';

  beforeAll(async () => {
    browser = await sharedBrowser();
    ({ context, page } = await newPage(browser, { mobile: true }));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('registers and sees the banner with Reenviar; connecting Mercado Pago waits for the email', async () => {
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill(creator.fullName);
    await expect.poll(() => hydratedByReact(page.locator('form'))).toBe(true);
    await page.getByLabel('Nombre de usuario').fill(creator.username);
    await page.getByLabel('Email').fill(creator.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(creator.password);
    await page.getByLabel('Confirmar contraseña').fill(creator.password);
    await page.locator('input[name="acceptTerms"]').check();
    await page.getByRole('button', { name: 'Crear mi página gratis' }).click();
    await page.waitForURL('**/dashboard');

    await expect.poll(() => banner(page).isVisible()).toBe(true);
    expect(text(await banner(page).textContent())).toContain(creator.email);
    expect(await axeViolations(page, '[data-testid="verify-email-banner"]')).toEqual([]);
    await banner(page).getByRole('button', { name: 'Reenviar' }).click();
    await expect
      .poll(() => page.getByText('Te enviamos un nuevo enlace de verificación').isVisible())
      .toBe(true);

    // The server refuses the connection until the email is verified, and says why.
    const panelPage = await context.newPage();
    await panelPage.goto('/dashboard/donations');
    const panel = panelPage.getByRole('region', { name: 'MercadoPago' });
    await panel.getByRole('button', { name: 'Conectar con MercadoPago' }).click();
    await expect
      .poll(() => panelPage.getByText('Verifica tu email antes de conectar Mercado Pago').first().isVisible())
      .toBe(true);
    expect(new URL(panelPage.url()).pathname).toBe('/dashboard/donations');
    await panelPage.close();
  });

  it('opens the mailed link: a Spanish page says the email is verified, and the banner is gone', async () => {
    link = await verificationLinkFor(creator.email);
    expect(link.startsWith(`${baseUrl()}/verificar-email?token=`)).toBe(true);
    await page.goto(link);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('¡Tu email está verificado!');
    expect(await page.locator('html').getAttribute('lang')).toBe('es-AR');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Ir a tu panel' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(`Hola, ${creator.fullName}`).isVisible()).toBe(true);
    await expect.poll(() => banner(page).count(), { timeout: 15_000 }).toBe(0);
  });

  it('the link works once, without JavaScript too', async () => {
    const { context: noJs, page: plain } = await newPage(browser, { javaScriptEnabled: false });
    const res = await plain.goto(link);
    expect(res?.status()).toBe(400);
    expect(await plain.getByRole('heading', { level: 1 }).textContent()).toBe('Enlace inválido o expirado');
    expect(await plain.getByRole('link', { name: 'Ir a tu panel' }).getAttribute('href')).toBe('/dashboard');
    await noJs.close();
    // axe runs as a script: scanned in the creator's own browser.
    await page.goto(link);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('connects Mercado Pago through the simulator', async () => {
    await page.goto('/dashboard/donations');
    const panel = page.getByRole('region', { name: 'MercadoPago' });
    await panel.getByRole('button', { name: 'Conectar con MercadoPago' }).click();
    await page.waitForURL(/\/simulador\/mercadopago\/autorizar/);
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await page.waitForURL(/\/dashboard/);
    const badge = page.getByRole('button', { name: /opciones/ });
    await expect
      .poll(async () => text(await badge.textContent()), { timeout: 15_000 })
      .toContain('MP Conectado');
    await page.goto('/dashboard/donations');
    await expect
      .poll(() => page.getByText('¡Conectado con MercadoPago!').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
  });
});
