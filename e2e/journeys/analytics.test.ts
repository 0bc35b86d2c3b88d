import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { launchBrowser, uniqueCreator } from '../support/browser';
import { type ServerProcess, startServer } from '../support/server-process';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

/**
 * The statistics screen. The shared journey server runs with FEATURE_ANALYTICS_SCREEN off (the route
 * redirects there); this file starts a second server with it on, records a few views and clicks the
 * way visitors' browsers do, and reads them on the screen.
 */

const BROWSERS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
];

let browser: Browser;
let flagged: ServerProcess;

beforeAll(async () => {
  browser = await launchBrowser();
  flagged = await startServer({ FEATURE_ANALYTICS_SCREEN: 'true' });
});
afterAll(async () => {
  await browser?.close();
  await flagged?.stop();
});

async function api(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: object,
): Promise<unknown> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A visitor's browser reporting a view of the profile (as the public page's beacon does). */
async function visit(base: string, username: string, userAgent: string, referer?: string): Promise<void> {
  const res = await fetch(`${base}/api/public/${username}/view`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, ...(referer ? { referer } : {}) },
    body: JSON.stringify({ page: 'profile' }),
  });
  expect(await res.json()).toMatchObject({ counted: true });
}

async function click(base: string, linkId: number, userAgent: string): Promise<void> {
  const res = await fetch(`${base}/api/links/${linkId}/click`, {
    method: 'POST',
    headers: { 'user-agent': userAgent },
  });
  expect(await res.json()).toMatchObject({ counted: true });
}

const card = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Totales del período' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .first();
const dayRows = (page: Page) => page.getByRole('table', { name: 'Visitas por día' }).locator('tbody tr');

describe('statistics screen with FEATURE_ANALYTICS_SCREEN on', () => {
  const creator = uniqueCreator('estadisticas');
  let session: ApiSession;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const res = await fetch(`${flagged.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        full_name: creator.fullName,
        username: creator.username,
        email: creator.email,
        password: creator.password,
      }),
    });
    expect(res.status).toBe(201);
    session = ((await res.json()) as { data: ApiSession }).data;
    const link = async (title: string) =>
      (
        (await api(flagged.url, session.token, 'POST', '/links', {
          title,
          url: `https://example.com/${title}`,
        })) as {
          data: { link: { id: number } };
        }
      ).data.link.id;
    const instagram = await link('Instagram');
    const shop = await link('Tienda');
    const [a, b, c] = BROWSERS as [string, string, string];
    await visit(flagged.url, creator.username, a, 'https://l.instagram.com/?u=x');
    await visit(flagged.url, creator.username, a, 'https://www.instagram.com/');
    await visit(flagged.url, creator.username, b, 'https://www.instagram.com/');
    await visit(flagged.url, creator.username, c);
    await click(flagged.url, instagram, a);
    await click(flagged.url, instagram, b);
    await click(flagged.url, shop, c);
    ({ context, page } = await signedInPage(browser, session));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the recorded figures, draws the charts and passes axe', async () => {
    await page.goto(`${flagged.url}/dashboard/analytics`);
    expect(new URL(page.url()).pathname).toBe('/dashboard/analytics');
    await expect.poll(() => card(page, 'Visitas').textContent()).toContain('4');
    expect(await card(page, 'Visitantes únicos').textContent()).toContain('3');
    expect(await card(page, 'Clics').textContent()).toContain('3');
    expect(await card(page, 'Visitas').textContent()).toContain('Sin datos del período anterior');

    // uPlot draws on canvases, one per chart, as wide as their card.
    const canvases = page.locator('.analytics-chart-canvas canvas');
    await expect.poll(() => canvases.count()).toBe(2);
    const box = await canvases.first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    await expect.poll(() => dayRows(page).count()).toBe(7);
    expect(await dayRows(page).last().locator('td').allTextContents()).toEqual(['4', '3']);

    const referrers = page.getByRole('region', { name: 'De dónde llegan tus visitas' });
    expect(
      (await referrers.getByRole('listitem').allTextContents()).map((t) => t.replace(/\s+/g, ' ')),
    ).toEqual(['instagram.com3 visitas', 'Directo1 visitas']);
    const clicks = page.getByRole('region', { name: 'Clics por enlace' });
    expect(await clicks.getByRole('listitem').first().textContent()).toContain('Instagram');
    expect(await page.getByRole('region', { name: 'Actividad reciente' }).textContent()).toContain(
      'Creaste el enlace "Tienda"',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('changes the figures with the range picker', async () => {
    await page.getByRole('radio', { name: '30 días' }).check({ force: true });
    await expect.poll(() => dayRows(page).count()).toBe(30);
    await page.getByRole('radio', { name: 'Personalizado' }).check({ force: true });
    const today = await page.getByLabel('Hasta').inputValue();
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Desde').fill(yesterday);
    await page.getByLabel('Hasta').fill(yesterday);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => dayRows(page).count()).toBe(1);
    await expect.poll(() => card(page, 'Visitas').textContent()).toMatch(/^Visitas0/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fits a phone without sideways scrolling', async () => {
    const phone = await signedInPage(browser, session, { mobile: true });
    try {
      await phone.page.goto(`${flagged.url}/dashboard/analytics`);
      await expect.poll(() => phone.page.locator('.analytics-chart-canvas canvas').count()).toBe(2);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});

describe('statistics screen with the flag off (the shared server)', () => {
  it('redirects to /dashboard and the menu says Próximamente', async () => {
    const session = await registerViaApi(uniqueCreator('sin-estadisticas'));
    const { context, page } = await signedInPage(browser, session);
    try {
      await page.goto('/dashboard/analytics');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      const menu = page.getByRole('navigation', { name: 'Menú del panel' });
      expect(await menu.getByText('Estadísticas').locator('..').textContent()).toContain('Próximamente');
    } finally {
      await context.close();
    }
  });
});
