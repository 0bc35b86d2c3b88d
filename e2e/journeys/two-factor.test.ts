import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, sharedBrowser, uniqueCreator } from '../support/browser';
import { hydratedByReact } from '../support/hydration';
import { registerViaApi, signedInPage } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

const SECTION = '#verificacion-en-dos-pasos';
/** A code of the authenticator app; `aheadSeconds` picks a later 30-second step than one already used. */
const appCode = (secret: string, aheadSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + aheadSeconds });

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Salir' }).first().click();
  await page.waitForURL(`${baseUrl()}/`);
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  // The first touch starts the app (issue 38): the steps below are the app's once it has the form.
  await expect.poll(() => hydratedByReact(page.locator('form'))).toBe(true);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
}

describe('two-step login', () => {
  it('turns on with a code, then logs in with password + code, and with a recovery code', async () => {
    const creator = uniqueCreator('dos-pasos');
    const session = await registerViaApi(creator);
    const { context, page } = await signedInPage(browser, session, { mobile: true });

    // Profile: 'Verificación en dos pasos', off.
    await page.goto('/dashboard/profile');
    const section = page.locator(SECTION);
    await section.getByText('Desactivada').waitFor();
    await section.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    await section.getByRole('img', { name: 'Código QR para tu app de autenticación' }).waitFor();
    const secret = (await section.locator('.two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // On the phone itself the QR cannot be scanned: a link opens the authenticator app with the secret.
    const openApp = section.getByRole('link', { name: 'Abrir en tu app de autenticación' });
    expect(await openApp.getAttribute('href')).toMatch(new RegExp(`^otpauth://totp/.*secret=${secret}`));
    expect(await axeViolations(page, SECTION)).toEqual([]);

    await section.getByLabel('Código de verificación').fill(await appCode(secret));
    await section.getByRole('button', { name: 'Confirmar y activar' }).click();
    const list = section.getByRole('list', { name: 'Tus códigos de recuperación' });
    await list.waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    expect(await axeViolations(page, SECTION)).toEqual([]);
    await section.getByRole('button', { name: 'Ya los tengo guardados' }).click();
    await section.getByText('Activada', { exact: true }).waitFor();
    expect(await section.getByText('Te quedan 10 códigos de recuperación.').isVisible()).toBe(true);
    expect(await axeViolations(page, SECTION)).toEqual([]);
    await logOut(page);

    // Password, then the app's code (of the next step: the one used to turn it on is spent).
    await passwordStep(page, creator.email, creator.password);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Código de verificación').fill(await appCode(secret, 30));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(`Hola, ${creator.fullName}`).isVisible()).toBe(true);
    await logOut(page);

    // Password, then a recovery code.
    await passwordStep(page, creator.email, creator.password);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel('Código de recuperación').fill(codes[0] ?? '');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(`Hola, ${creator.fullName}`).isVisible()).toBe(true);

    // The recovery code is spent: nine left.
    await page.goto('/dashboard/profile');
    await page.locator(SECTION).getByText('Te quedan 9 códigos de recuperación.').waitFor();
    await context.close();
  });
});
