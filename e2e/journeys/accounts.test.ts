import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { hydratedByReact } from '../support/hydration';
import { firstLink, latestMailTo } from '../support/outbox';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
async function register(page: Page, creator: ReturnType<typeof uniqueCreator>) {
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill(creator.fullName);
  // The first touch starts the app (issue 38): the rest is typed once it has taken over the form.
  await expect.poll(() => hydratedByReact(page.locator('form'))).toBe(true);
  await page.getByLabel('Nombre de usuario').fill(creator.username);
  await page.getByLabel('Email').fill(creator.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(creator.password);
  await page.getByLabel('Confirmar contraseña').fill(creator.password);
  await page.locator('input[name="acceptTerms"]').check();
  await page.getByRole('button', { name: 'Crear mi página gratis' }).click();
  await page.waitForURL('**/dashboard');
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await expect.poll(() => hydratedByReact(page.locator('form'))).toBe(true);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

const path = (page: Page) => new URL(page.url()).pathname;

describe('accounts and sessions', () => {
  it('registers, lands on the dashboard, logs out to the home page', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    const creator = uniqueCreator('reg');
    await register(page, creator);
    await expect.poll(() => page.getByText(`Hola, ${creator.fullName}`).isVisible()).toBe(true);
    // The live URL preview showed the chosen username while registering; the session now survives a reload.
    await page.reload();
    expect(path(page)).toBe('/dashboard');
    await page.getByRole('button', { name: 'Salir' }).first().click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(path(page)).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('shows the live URL preview and strips invalid username characters while typing', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/register');
    await page.getByLabel('Nombre de usuario').pressSequentially('Mi Banda_2!');
    // Typed before or after the server-rendered form hydrates: either way the field ends up clean.
    await expect.poll(() => page.getByLabel('Nombre de usuario').inputValue()).toBe('mibanda2');
    await expect.poll(() => page.getByText('/u/mibanda2').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Crear mi página gratis' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('shows the server message for a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'demo@enlaza.ar', 'contraseña-incorrecta');
    await expect.poll(() => page.getByText('Email o contraseña incorrectos').isVisible()).toBe(true);
    expect(path(page)).toBe('/login');
    await context.close();
  });

  it("shows the spec's messages on empty login and register forms", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect.poll(() => page.getByText('El email es requerido').isVisible()).toBe(true);
    expect(await page.getByText('La contraseña es requerida').isVisible()).toBe(true);

    await page.goto('/register');
    await page.locator('input[name="acceptTerms"]').check();
    await page.getByRole('button', { name: 'Crear mi página gratis' }).click();
    for (const message of [
      'El nombre es requerido',
      'El nombre de usuario es requerido',
      'El email es requerido',
      'La contraseña es requerida',
      'Confirma tu contraseña',
    ]) {
      await expect.poll(() => page.getByText(message).isVisible(), { message }).toBe(true);
    }
    await context.close();
  });

  it('logs in with the demo account', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'demo@enlaza.ar', 'demo1234');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Hola, Lucía Fernández').isVisible()).toBe(true);
    await context.close();
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    // Registering and logging out through the forms are the first journey's.
    const creator = uniqueCreator('reset');
    await registerViaApi(creator);
    const { context, page } = await newPage(browser);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(creator.email);
    await page.getByRole('button', { name: /enviar/i }).click();
    await expect
      .poll(() =>
        page
          .getByText('Si el email existe en nuestro sistema, recibirás un enlace de recuperación.')
          .isVisible(),
      )
      .toBe(true);

    const link = firstLink((await latestMailTo(creator.email)).text);
    expect(link.startsWith(`${baseUrl()}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('Nueva contraseña').fill('otra-clave-2');
    await page.getByLabel('Confirmar contraseña').fill('otra-clave-2');
    await page.getByRole('button', { name: /restablecer|cambiar|guardar/i }).click();
    await expect
      .poll(() => page.getByText('Ya puedes iniciar sesión con tu nueva contraseña.').isVisible())
      .toBe(true);

    await login(page, creator.email, 'otra-clave-2');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Salir' }).first().click();
    await page.waitForURL(`${baseUrl()}/`);

    await page.goto(link);
    await page.getByLabel('Nueva contraseña').fill('tercera-clave-3');
    await page.getByLabel('Confirmar contraseña').fill('tercera-clave-3');
    await page.getByRole('button', { name: /restablecer|cambiar|guardar/i }).click();
    await expect.poll(() => page.getByText('Enlace inválido o expirado').isVisible()).toBe(true);
    await context.close();
  });

  it('sends a logged-out visitor from /dashboard to /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(path(page)).toBe('/login');
    await context.close();
  });

  it('redirects the disabled /dashboard/donations route to /dashboard', async () => {
    // The journey servers run the donations screen; this context shows the app with it off.
    const res = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@enlaza.ar', password: 'demo1234' }),
    });
    const demo = ((await res.json()) as { data: ApiSession }).data;
    const { context, page } = await signedInPage(browser, demo, { features: { donationsScreen: false } });
    await page.goto('/dashboard/donations');
    await expect.poll(() => path(page)).toBe('/dashboard');
    await context.close();
  });
});
