import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newPage, sharedBrowser } from '../support/browser';
import { cachedPaths, controlledBy } from '../support/service-worker';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
const OFFLINE_TEXT = 'Sin conexión a internet • Modo offline activo';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('installable web app', () => {
  it('serves a valid manifest whose icons load at their stated sizes', async () => {
    const res = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Enlazá',
      short_name: 'Enlazá',
      start_url: '/dashboard',
      display: 'standalone',
      lang: 'es-AR',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((i) => i.sizes).sort()).toEqual(['192x192', '512x512', '512x512']);
    expect(pngs.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of [
      ...pngs,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ]) {
      const image = await fetch(`${baseUrl()}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
      const png = PNG.sync.read(Buffer.from(await image.arrayBuffer()));
      expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
    }
    const svg = await fetch(`${baseUrl()}/favicon.svg`);
    expect(svg.status).toBe(200);
  });

  it('links the manifest and the touch icon from the page and serves /sw.js uncached', async () => {
    const { context, page } = await newPage(browser, { serviceWorkers: true });
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/icons/apple-touch-icon.png',
    );
    await context.close();

    const sw = await fetch(`${baseUrl()}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toContain('javascript');
    // Workbox's worker, precaching this build's app shell: among it the script the page loads.
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1] ?? 'no script';
    const worker = await sw.text();
    expect(worker).toContain('workbox');
    expect(worker).toContain(`"${script}"`);
  });

  it('registers the service worker and keeps working offline, without caching the API', async () => {
    const { context, page } = await newPage(browser, { serviceWorkers: true, mobile: true });
    await page.goto('/');
    expect(await controlledBy(page)).toBe(`${baseUrl()}/sw.js`);
    expect(await page.getByRole('status').filter({ hasText: OFFLINE_TEXT }).count()).toBe(0);
    // Visited once online: its lazily loaded code is now in the asset cache.
    await page.goto('/creadores-destacados');
    await page.getByRole('heading', { name: 'Creadores Destacados' }).waitFor();
    await page.goto('/');

    await context.setOffline(true);
    await expect.poll(() => page.getByText(OFFLINE_TEXT).isVisible()).toBe(true);

    // The shell comes from the cache: pages visited or not still open, and the app renders.
    await page.reload();
    await expect.poll(() => page.getByText('Plataforma 100% Argentina').isVisible()).toBe(true);
    await page.goto('/creadores-destacados');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Creadores Destacados' }).isVisible())
      .toBe(true);
    // The kept page is the server-rendered one: it shows the ranking it was rendered with. The API
    // itself is never answered from a cache.
    await expect.poll(() => page.getByText(/^Mostrando \d+ creador/).isVisible()).toBe(true);
    const apiOffline = await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');
    const apiCached = (await cachedPaths(page)).filter(
      (u) => u.startsWith('/api') || u.startsWith('/uploads'),
    );
    expect(apiCached).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => page.getByText(OFFLINE_TEXT).isVisible()).toBe(false);
    await context.close();
  });

  it('shows the install banner when the browser offers installation and remembers Ahora no', async () => {
    const { context, page } = await newPage(browser, { serviceWorkers: true, mobile: true });
    await page.goto('/');
    await page.getByText('Plataforma 100% Argentina').waitFor();
    const banner = page.getByRole('region', { name: 'Instalar' });
    // Chromium fires beforeinstallprompt on its own schedule; the test plays the browser's part.
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.innerText()).toContain('Accede más rápido desde tu pantalla de inicio');
    expect(await banner.getByRole('button', { name: 'Instalar' }).isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Ahora no' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('pwa-install-dismissed'));
    expect(Math.abs(Number(stored) - Date.now())).toBeLessThan(60_000);
    await context.close();
  });

  it('guides iOS users through the four steps, and not again within 7 days of Ahora no', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      userAgent: IPHONE_UA,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'es-AR',
    });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Instalar' });
    await banner.getByRole('button', { name: 'Ver cómo' }).click();
    const guide = page.getByRole('dialog');
    expect(await guide.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Safari'),
      expect.stringContaining('Compartir'),
      expect.stringContaining('Agregar a pantalla de inicio'),
      expect.stringContaining('Agregar'),
    ]);
    await guide.getByRole('button', { name: 'Entendido' }).click();
    expect(await guide.count()).toBe(0);

    await banner.getByRole('button', { name: 'Ahora no' }).click();
    await page.reload();
    await page.getByText('Plataforma 100% Argentina').waitFor();
    expect(await banner.count()).toBe(0);
    // Eight days later it is offered again.
    await page.evaluate(() =>
      localStorage.setItem('pwa-install-dismissed', String(Date.now() - 8 * 24 * 60 * 60 * 1000)),
    );
    await page.reload();
    await expect.poll(() => banner.isVisible()).toBe(true);
    await context.close();
  });

  it('shows the offline bar inside the dashboard too', async () => {
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@enlaza.ar', password: 'demo1234' }),
    });
    const { data } = (await login.json()) as { data: { token: string; user: unknown } };
    const { context, page } = await newPage(browser, { serviceWorkers: true, mobile: true });
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [data.token, JSON.stringify(data.user)] as const,
    );
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Salir' }).first().waitFor();
    await context.setOffline(true);
    await expect.poll(() => page.getByText(OFFLINE_TEXT).isVisible()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => page.getByText(OFFLINE_TEXT).isVisible()).toBe(false);
    await context.close();
  });
});
