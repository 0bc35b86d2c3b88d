import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { hydratedByReact } from '../support/hydration';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

describe('the pages without React, with JavaScript off (issue 38)', () => {
  it('landing, featured creators with its filters and a legal page work', async () => {
    const { page } = await newPage(browser, { mobile: true, javaScriptEnabled: false });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Creadores Destacados' }).count()).toBeGreaterThan(0);

    await page.goto('/creadores-destacados');
    await page.getByRole('heading', { level: 1, name: 'Creadores Destacados' }).waitFor();
    await page.getByLabel('Música').check();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL(/categoria=musica/);
    expect(await page.getByLabel('Música').isChecked()).toBe(true);

    await page.goto('/terminos');
    await page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' }).waitFor();
  });

  it("the same pages pass the accessibility scan (axe runs as a script) and load the app's script only on intent", async () => {
    const { page } = await newPage(browser, { mobile: true });
    const scripts: string[] = [];
    page.on('request', (r) => /\.js$/.test(r.url()) && scripts.push(r.url()));
    for (const path of ['/', '/creadores-destacados?periodo=7d', '/terminos']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
    // The app's entry is named on the page, fetched only on intent on a link into the app (here a focus).
    await page.goto('/');
    const meta = await page.locator('meta[name="enlaza-app"]').getAttribute('content');
    const entry = meta?.split(' ')[0] ?? '';
    expect(entry).toMatch(/^\/assets\/main-.+\.js$/);
    const entryRequested = () => scripts.some((url) => new URL(url).pathname === entry);
    expect(entryRequested()).toBe(false);
    await page.locator('main a[href="/register"]').first().focus();
    await expect.poll(entryRequested).toBe(true);
  });

  it('login and register run no app script until the visitor touches the page; then the app hydrates the form with what was typed', async () => {
    const { page } = await newPage(browser, { mobile: true });
    const scripts: string[] = [];
    page.on('request', (r) => /\.js$/.test(r.url()) && scripts.push(new URL(r.url()).pathname));
    const apiLogins: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/auth/login') && apiLogins.push(r.method()));
    let entry = '';
    for (const path of ['/register', '/login']) {
      scripts.length = 0;
      await page.goto(path, { waitUntil: 'networkidle' });
      entry = (await page.locator('meta[name="enlaza-app"]').getAttribute('content'))?.split(' ')[0] ?? '';
      expect(entry, path).toMatch(/^\/assets\/main-.+\.js$/);
      expect(scripts, path).not.toContain(entry);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // Typing is the first touch: the app arrives and takes over the form, keeping the email typed.
    await page.getByLabel('Email').fill('demo@enlaza.ar');
    await expect.poll(() => scripts.includes(entry)).toBe(true);
    await expect.poll(() => hydratedByReact(page.locator('form'))).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe('demo@enlaza.ar');
    await page.getByLabel('Contraseña', { exact: true }).fill('contraseña-incorrecta');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect.poll(() => page.getByText('Email o contraseña incorrectos').isVisible()).toBe(true);
    // Answered by the app through the API, not by a page posted to the server.
    expect(apiLogins).toEqual(['POST']);
    expect(await page.getByLabel('Email').inputValue()).toBe('demo@enlaza.ar');
  });

  it('registers and logs in through the forms alone, with Spanish errors on the page', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    const creator = uniqueCreator('nojs');
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill('Sin Script');
    await page.getByLabel('Nombre de usuario').fill(creator.username);
    await page.getByLabel('Email').fill(creator.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(creator.password);
    await page.getByLabel('Confirmar contraseña').fill(creator.password);
    await page.getByRole('button', { name: 'Crear mi página gratis' }).click();
    // The terms were not accepted: the page says so and keeps what was typed.
    await page.getByText('Debes aceptar').first().waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(creator.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(creator.password);
    await page.getByLabel('Confirmar contraseña').fill(creator.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear mi página gratis' }).click();
    await page.getByText('Sesión iniciada.').waitFor();

    await page.goto('/login');
    await page.getByLabel('Email').fill(creator.email);
    await page.getByLabel('Contraseña').fill('una-clave-equivocada');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByText('Email o contraseña incorrectos').waitFor();
    await page.getByLabel('Contraseña').fill(creator.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByText('Sesión iniciada.').waitFor();
  });

  it('with JavaScript, signing up opens the dashboard and the landing hands a signed-in creator to the app', async () => {
    const { page } = await newPage(browser);
    const creator = uniqueCreator('nojs2');
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill('Con Script');
    await page.getByLabel('Nombre de usuario').fill(creator.username);
    await page.getByLabel('Email').fill(creator.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(creator.password);
    await page.getByLabel('Confirmar contraseña').fill(creator.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear mi página gratis' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/');
    // Signed in, the landing hands over to the app, which sends the creator to the dashboard.
    await page.waitForURL(/\/dashboard$/);
  });

  it("a login sent before the app's script arrived: the server's answer hands the session to the app", async () => {
    const { context, page } = await newPage(browser);
    const creator = uniqueCreator('early');
    const registered = await page.request.post('/api/auth/register', {
      data: {
        full_name: 'Antes del Script',
        username: creator.username,
        email: creator.email,
        password: creator.password,
      },
    });
    expect(registered.status()).toBe(201);
    // The app's entry is held back while the login page loads: the form is all there is.
    let holdApp = true;
    await context.route(/\/assets\/main-[^/]+\.js$/, (route) => (holdApp ? route.abort() : route.continue()));
    await page.goto('/login');
    await page.getByLabel('Email').fill(creator.email);
    await page.getByLabel('Contraseña').fill(creator.password);
    holdApp = false;
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });
});
