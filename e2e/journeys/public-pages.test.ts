import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, PHONE_UA, sharedBrowser } from '../support/browser';

let browser: Browser;
let demoToken = '';
let demoUser: unknown = null;
let eventIds: number[] = [];

beforeAll(async () => {
  browser = await sharedBrowser();
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@enlaza.ar', password: 'demo1234' }),
  });
  const body = (await login.json()) as { data: { token: string; user: unknown } };
  demoToken = body.data.token;
  demoUser = body.data.user;
  const events = (await (await fetch(`${baseUrl()}/api/public/demo/events`)).json()) as {
    data: { events: { id: number }[] };
  };
  eventIds = events.data.events.map((e) => e.id);
});
async function visitorContext(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, { mobile: true, userAgent: PHONE_UA });
  // The links lead off to the real sites: answer them here so the journey needs no network.
  await opened.context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Afuera</title>' }),
  );
  return opened;
}

async function demoStats(): Promise<{ views: number; clicks: number }> {
  const res = await fetch(`${baseUrl()}/api/stats/dashboard?period=30d`, {
    headers: { authorization: `Bearer ${demoToken}` },
  });
  const body = (await res.json()) as {
    data: { visitasPerfil: { value: number }; clicksTotales: { value: number } };
  };
  return { views: body.data.visitasPerfil.value, clicks: body.data.clicksTotales.value };
}

describe('public pages', () => {
  it('shows the demo profile: name, bio, links, goal and upcoming events; it and the other public pages hydrate without errors and pass axe on a phone', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const response = await page.goto('/u/demo');
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Lucía Fernández' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(/Cantautora rosarina/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://instagram.com/luciafernandez.musica',
    );
    expect(await page.getByText('Grabar mi primer disco').isVisible()).toBe(true);
    expect(await page.getByRole('progressbar').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Show acústico en Rosario/ }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Ver todos los eventos' }).getAttribute('href')).toBe(
      '/u/demo/events',
    );
    // The public entry hydrates; it is not the whole app.
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src')));
    expect(scripts.some((src) => src?.includes('/assets/public-'))).toBe(true);
    expect(await axeViolations(page), '/u/demo').toEqual([]);
    // The other two pages hydrate their server markup without a mismatch too.
    await context.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, body: '' }));
    for (const path of ['/u/demo/events', `/e/demo/${eventIds[0]}`, `/e/demo/${eventIds[1]}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), path).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('counts a view and a link click on the demo page in its dashboard figures', async () => {
    const before = await demoStats();
    const { context, page } = await visitorContext();
    await page.goto('/u/demo');
    await expect.poll(async () => (await demoStats()).views).toBeGreaterThanOrEqual(before.views + 1);
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Instagram' }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe('https://instagram.com/luciafernandez.musica');
    await expect.poll(async () => (await demoStats()).clicks).toBeGreaterThanOrEqual(before.clicks + 1);
    await context.close();
  });

  it("copies the link when the device cannot share and says 'Enlace copiado al portapapeles'", async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/u/demo');
    await page.getByRole('button', { name: 'Compartir perfil' }).click();
    await expect.poll(() => page.getByText('Enlace copiado al portapapeles').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/u/demo`);
    await context.close();
  });

  it('shows the way back to the dashboard to the signed-in owner only', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token as string);
        localStorage.setItem('user', user as string);
      },
      [demoToken, JSON.stringify(demoUser)],
    );
    await page.goto('/u/demo');
    const back = page.getByRole('link', { name: 'Volver al dashboard' });
    await expect.poll(() => back.isVisible()).toBe(true);
    expect(await back.getAttribute('href')).toBe('/dashboard');
    await context.close();
    const stranger = await newPage(browser, { mobile: true });
    await stranger.page.goto('/u/demo');
    await stranger.page.getByRole('heading', { level: 1 }).waitFor();
    await stranger.page.waitForLoadState('networkidle');
    expect(await stranger.page.getByRole('link', { name: 'Volver al dashboard' }).count()).toBe(0);
    await stranger.context.close();
  });

  it("answers 404 with 'Perfil no encontrado' for an unknown creator", async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/u/nobody');
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Perfil no encontrado' }).isVisible())
      .toBe(true);
    expect(await page.getByText('@nobody').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('works with JavaScript off: everything shows, links are real and the head carries the share tags', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto('/u/demo');
    expect(await page.getByRole('heading', { level: 1, name: 'Lucía Fernández' }).isVisible()).toBe(true);
    expect(await page.getByText(/Cantautora rosarina/).isVisible()).toBe(true);
    // Without the script each link goes through the counted redirect; its title shows the destination.
    const hrefs = await page
      .locator('a.pp-link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((href) => /^\/l\/\d+$/.test(href ?? ''))).toBe(true);
    const titles = await page
      .locator('a.pp-link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('title')));
    expect(titles).toEqual([
      'https://instagram.com/luciafernandez.musica',
      'https://youtube.com/@luciafernandezmusica',
      'https://open.spotify.com/artist/demo-lucia',
      'https://tienda.luciafernandez.com.ar',
      'mailto:contrataciones@luciafernandez.com.ar',
    ]);
    expect(await page.getByText('Grabar mi primer disco').isVisible()).toBe(true);
    expect(await page.getByText(/recaudados de/).isVisible()).toBe(true);
    expect(await page.getByText('Show acústico en Rosario').isVisible()).toBe(true);
    const meta = (key: string) => page.locator(`meta[property="${key}"]`).getAttribute('content');
    expect(await meta('og:title')).toBe('Lucía Fernández (@demo) | Enlazá');
    expect(await meta('og:description')).toMatch(/^Cantautora rosarina/);
    // The share card drawn by the server (share-and-no-js.test.ts decodes it).
    expect(await meta('og:image')).toMatch(new RegExp(`^${baseUrl()}/og/u/demo/[0-9a-f]{16}\\.png$`));
    expect((await fetch(`${baseUrl()}/og-default.png`)).headers.get('content-type')).toContain('image/png');
    // Plain links take the visitor through the other pages, tabs included.
    await page.getByRole('link', { name: 'Ver todos los eventos' }).click();
    await page.waitForURL('**/u/demo/events');
    expect(await page.getByRole('heading', { name: 'Eventos de Lucía Fernández' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: /Pasados/ }).click();
    await page.waitForURL('**/u/demo/events?tab=past');
    expect(await page.getByText('Todavía no hay eventos pasados.').isVisible()).toBe(true);
    await page.getByRole('link', { name: /Todos/ }).click();
    await page.getByRole('link', { name: 'Show acústico en Rosario' }).click();
    await page.waitForURL(/\/e\/demo\/\d+$/);
    expect(await page.getByRole('heading', { level: 1, name: 'Show acústico en Rosario' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'Conseguir Entradas' }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows an event with its map and a QR code that opens the event page', async () => {
    const id = eventIds[0];
    const { context, page } = await newPage(browser, { mobile: true });
    await context.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, body: '' }));
    await page.goto(`/e/demo/${id}`);
    expect(await page.getByText('Destacado').isVisible()).toBe(true);
    const map = page.getByTitle('Mapa de la ubicación del evento');
    expect(await map.getAttribute('src')).toContain('https://www.openstreetmap.org/export/embed.html?bbox=');
    expect(await page.getByRole('link', { name: 'Abrir en mapas' }).getAttribute('href')).toContain(
      'https://www.google.com/maps/search/?api=1&query=',
    );
    expect(await page.getByRole('link', { name: 'Lucía Fernández @demo' }).getAttribute('href')).toBe(
      '/u/demo',
    );
    const qr = page.getByRole('img', { name: /Código QR del evento/ });
    await qr.scrollIntoViewIfNeeded();
    const png = PNG.sync.read(await qr.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(`${baseUrl()}/e/demo/${id}`);
    const missing = await page.goto('/e/demo/999999');
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Evento no encontrado' }).isVisible()).toBe(true);
    await context.close();
  });

  it('has no accessibility violations on the profile, the events list and two events on a desktop', async () => {
    // On a phone the first journey scans them.
    const { context, page } = await newPage(browser);
    await context.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, body: '' }));
    for (const path of ['/u/demo', '/u/demo/events', `/e/demo/${eventIds[0]}`, `/e/demo/${eventIds[1]}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
