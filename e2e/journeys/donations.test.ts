import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

/**
 * Donations through Mercado Pago, with the payment simulator (the default without credentials): a
 * new creator connects, a visitor donates, the creator sees it, then disconnects, all with
 * FEATURE_DONATIONS_SCREEN off (production's default; the journey servers run it on, so each context
 * here shows the app with it off): the connection panel is on the home. The donations screen is
 * gorra.test.ts's and exports.test.ts's.
 */

const SCREEN_OFF = { donationsScreen: false };

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('donaciones');
const GOAL_TITLE = 'Grabar mi primer disco';

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
});

/** es-AR money has a no-break space after the sign. */
const text = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');

const path = (page: Page) => new URL(page.url()).pathname;
const badge = (page: Page) => page.getByRole('button', { name: /opciones/ });
const goalCard = (page: Page) => page.getByRole('region', { name: GOAL_TITLE });

/** A visitor's donation from the public page to the simulator's checkout; answers the return page. */
async function donate(
  page: Page,
  amount: string,
  outcome: 'Aprobar pago' | 'Rechazar pago',
  message?: string,
): Promise<void> {
  await page.goto(`/u/${creator.username}`);
  await goalCard(page).getByRole('button', { name: 'Aportar' }).click();
  const dialog = page.getByRole('dialog', { name: `Apoyar a ${creator.fullName}` });
  await dialog.getByLabel('Monto del aporte (ARS)').fill(amount);
  if (message) await dialog.getByRole('textbox', { name: /^Mensaje/ }).fill(message);
  await dialog.getByRole('button', { name: /^Aportar/ }).click();
  await page.waitForURL(/\/simulador\/mercadopago\/checkout\//);
  await page.getByRole('button', { name: outcome }).click();
  await page.waitForURL(/\/donacion\//);
}

describe('donations through Mercado Pago (simulator)', () => {
  let creatorContext: BrowserContext;
  let creatorPage: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;

  beforeAll(async () => {
    // Signed in from the start: logging in through the form is accounts.test.ts's.
    ({ context: creatorContext, page: creatorPage } = await signedInPage(browser, session, {
      features: SCREEN_OFF,
    }));
    ({ context: visitorContext, page: visitor } = await newPage(browser, {
      mobile: true,
      features: SCREEN_OFF,
    }));
  });
  afterAll(async () => {
    await creatorContext?.close();
    await visitorContext?.close();
  });

  it('a new creator creates a goal and connects Mercado Pago', async () => {
    const page = creatorPage;
    await page.goto('/dashboard/goals');
    await page.getByRole('button', { name: 'Crear Objetivo' }).click();
    const form = page.getByRole('region', { name: 'Nuevo objetivo' });
    await form.getByLabel('Título').fill(GOAL_TITLE);
    await form.getByLabel('Descripción').fill('Estudio, mezcla y mastering de 8 canciones.');
    await form.getByLabel('Monto objetivo (ARS)').fill('80000');
    await form.getByRole('button', { name: 'Crear Objetivo' }).click();
    await expect.poll(() => page.getByText('Objetivo creado correctamente').isVisible()).toBe(true);

    // Not connected yet: the visitor is told donations are not available.
    await visitor.goto(`/u/${creator.username}`);
    expect(await goalCard(visitor).getByRole('button', { name: 'Aportar' }).count()).toBe(0);
    expect(
      await goalCard(visitor)
        .getByText('Las donaciones todavía no están disponibles para este perfil.')
        .isVisible(),
    ).toBe(true);

    // The badge's settings action leads to the integration panel on the home (screen switched off).
    await badge(page).click();
    await page.getByRole('menuitem', { name: 'Configurar pagos' }).click();
    await page.waitForURL(/\/dashboard#mercadopago$/);
    const panel = page.getByRole('region', { name: 'MercadoPago' });
    await expect.poll(() => panel.getByText('Este proceso es seguro y reversible').isVisible()).toBe(true);
    // Pending: a yellow badge without words.
    expect(text(await page.locator('.mp-badge-yellow').textContent())).not.toContain('MP');
    expect(await axeViolations(page, '#mercadopago')).toEqual([]);

    await panel.getByRole('button', { name: 'Conectar con MercadoPago' }).click();
    await page.waitForURL(/\/simulador\/mercadopago\/autorizar/);
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await page.waitForURL('**/dashboard');
    await expect
      .poll(async () => text(await badge(page).textContent()), { timeout: 15_000 })
      .toContain('MP Conectado');
    await expect.poll(() => panel.getByText('¡Conectado con MercadoPago!').isVisible()).toBe(true);
    expect(await panel.getByText('Simulado para desarrollo').isVisible()).toBe(true);
    expect(page.url()).not.toContain('mp_success');
  });

  it('a visitor donates 1500 with a message and comes back to the approved donation', async () => {
    await visitor.goto(`/u/${creator.username}`);
    await goalCard(visitor).getByRole('button', { name: 'Aportar' }).click();
    const dialog = visitor.getByRole('dialog', { name: `Apoyar a ${creator.fullName}` });
    // The dialog's code (React and the form) loads when 'Aportar' is reached for, not with the page.
    await dialog.waitFor();
    expect(await axeViolations(visitor, '[role="dialog"]')).toEqual([]);
    // Below the minimum: the spec's message, nothing leaves the page.
    await dialog.getByLabel('Monto del aporte (ARS)').fill('99');
    await dialog.getByRole('button', { name: /^Aportar/ }).click();
    expect(await dialog.getByText('El monto mínimo es $\u00a0100', { exact: true }).isVisible()).toBe(true);
    expect(path(visitor)).toBe(`/u/${creator.username}`);
    await visitor.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);

    await donate(visitor, '1500', 'Aprobar pago', '¡Vamos con ese disco!');
    await expect
      .poll(() => visitor.getByRole('heading', { name: '¡Gracias por tu aporte!' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(text(await visitor.locator('main').textContent())).toContain('$ 1.500');
    expect(text(await visitor.locator('main').textContent())).toContain(GOAL_TITLE);
    const back = visitor.getByRole('link', { name: `Volver al perfil de ${creator.fullName}` });
    expect(await back.getAttribute('href')).toBe(`/u/${creator.username}`);
    expect(await axeViolations(visitor)).toEqual([]);

    await back.click();
    await visitor.waitForURL(`**/u/${creator.username}`);
    expect(text(await goalCard(visitor).textContent())).toContain('$ 1.500 recaudados de $ 80.000');
  });

  it("the creator's dashboard shows the donation", async () => {
    const page = creatorPage;
    await page.goto('/dashboard');
    const cards = page.getByRole('list', { name: 'Resumen de los últimos 30 días' });
    await expect.poll(async () => text(await cards.textContent())).toContain('1 donación');
    expect(text(await cards.textContent())).toContain('$ 1.500');
    await expect.poll(() => page.getByText('¡Vamos con ese disco!').isVisible()).toBe(true);
    expect(await page.getByText('Anónimo').first().isVisible()).toBe(true);
  });

  it('the recent activity on the home shows the approved donation and a deleted link', async () => {
    const page = creatorPage;
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const call = (method: string, url: string, body?: object) =>
      fetch(`${baseUrl()}/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const created = await call('POST', '/links', { title: 'Enlace temporal', url: 'https://example.com' });
    const { id } = ((await created.json()) as { data: { link: { id: number } } }).data.link;
    expect((await call('DELETE', `/links/${id}`)).status).toBe(200);
    await page.goto('/dashboard');
    const activity = page.getByRole('region', { name: 'Actividad reciente' });
    await expect
      .poll(async () => text(await activity.textContent()))
      .toContain('Eliminaste el enlace "Enlace temporal"');
    expect(text(await activity.textContent())).toContain('Recibiste una donación de $ 1.500');
  });

  it('a rejected payment changes nothing', async () => {
    await donate(visitor, '2000', 'Rechazar pago');
    await expect
      .poll(() => visitor.getByRole('heading', { name: 'El pago fue rechazado' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await visitor.getByRole('link', { name: 'Intentar de nuevo' }).getAttribute('href')).toBe(
      `/u/${creator.username}`,
    );
    await visitor.goto(`/u/${creator.username}`);
    expect(text(await goalCard(visitor).textContent())).toContain('$ 1.500 recaudados de $ 80.000');

    await creatorPage.goto('/dashboard');
    const cards = creatorPage.getByRole('list', { name: 'Resumen de los últimos 30 días' });
    await expect.poll(async () => text(await cards.textContent())).toContain('1 donación');
  });

  it('the creator disconnects after confirming, and the contribute button goes away', async () => {
    const page = creatorPage;
    await page.goto('/dashboard#mercadopago');
    const panel = page.getByRole('region', { name: 'MercadoPago' });
    await panel.getByRole('button', { name: 'Desconectar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Desconectar MercadoPago' });
    expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Desconectar' }).click();
    await expect
      .poll(() => panel.getByText('Acceso a MercadoPago revocado exitosamente').isVisible())
      .toBe(true);
    expect(
      await panel.getByText('Acceso revocado. Puedes volver a conectar cuando desees.').isVisible(),
    ).toBe(true);
    expect(await panel.getByRole('button', { name: 'Reconectar con MercadoPago' }).isVisible()).toBe(true);
    expect(text(await badge(page).textContent())).toContain('MP Revocado');

    await visitor.goto(`/u/${creator.username}`);
    expect(await goalCard(visitor).getByRole('button', { name: 'Aportar' }).count()).toBe(0);
    expect(
      await goalCard(visitor)
        .getByText('Las donaciones todavía no están disponibles para este perfil.')
        .isVisible(),
    ).toBe(true);
    // The raised amount stays.
    expect(text(await goalCard(visitor).textContent())).toContain('$ 1.500 recaudados');
  });

  it('an unknown donation says so, and the page renders without JavaScript', async () => {
    await visitor.goto('/donacion/00000000-0000-4000-8000-000000000000?resultado=aprobado');
    await expect
      .poll(() => visitor.getByRole('heading', { name: 'Donación no encontrada' }).isVisible())
      .toBe(true);

    const { context, page } = await newPage(browser, {
      mobile: true,
      javaScriptEnabled: false,
      features: SCREEN_OFF,
    });
    await page.goto('/u/demo');
    expect(await page.getByRole('heading', { name: /Grabar mi primer disco/ }).isVisible()).toBe(true);
    // Without JavaScript 'Aportar' leads to the server-rendered form (share-and-no-js.test.ts).
    expect(await page.getByRole('link', { name: 'Aportar' }).getAttribute('href')).toBe('/u/demo/aportar');
    await context.close();
  });
});
