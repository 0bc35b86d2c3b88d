import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, sharedBrowser } from '../support/browser';
import { hydratedByReact } from '../support/hydration';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
/** Every public page of issue 13 item 10, its h1 and a text of its main content. */
const PAGES = [
  { path: '/', h1: 'Impulsa tu presencia digital', content: 'Así se ve tu página' },
  { path: '/creadores-destacados', h1: 'Creadores Destacados', content: 'Mostrando' },
  { path: '/terminos', h1: 'Términos y Condiciones', content: 'Última actualización' },
  { path: '/privacidad', h1: 'Política de Privacidad', content: 'Última actualización' },
  { path: '/cookies', h1: 'Política de Cookies', content: 'Última actualización' },
  { path: '/login', h1: 'Bienvenido de nuevo', content: 'Contraseña' },
  { path: '/register', h1: 'Crea tu página', content: 'Nombre de usuario' },
  { path: '/u/demo', h1: 'Lucía Fernández', content: 'Grabar mi primer disco' },
];

/**
 * The public page's first-load JS budget (issue 13: 78.6 KB gz; issue 20 adds the 'Apoyos' section,
 * its live updates and 'Denunciar': 79 KB; issues 21-22 add the 'Aporte mensual' block, the page's
 * 'Denunciar' link and the footer's cancel link: 79.5 KB, after moving their texts to small modules
 * and the 18+ and deleted-account pages out of the script). Issue 24's 'Recibe novedades' form is
 * markup only; issue 23's view beacon is a few hundred bytes. Issue 23: islands instead of hydration,
 * no React on first load (about 9.5 KB today): 35 KB, for the profile, its events and an event.
 */
const PUBLIC_JS_BUDGET_BYTES = 35 * 1024;
const CLS_TARGET = 0.02;

/** Sums every layout shift without recent input, from the very start of the page. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __cls: number };
    store.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) store.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('public pages rendered on the server', () => {
  it('are readable without JavaScript: h1 and main content in the first answer', async () => {
    const { context, page } = await newPage(browser, { mobile: true, javaScriptEnabled: false });
    for (const { path, h1, content } of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).first().innerText(), path).toContain(h1);
      expect(await page.locator('main').innerText(), path).toContain(content);
      expect(await page.locator('main').isVisible(), path).toBe(true);
    }
    await context.close();
  });

  it(`do not shift their layout while loading, hydrating and offering installation (CLS ≤ ${CLS_TARGET})`, async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    await watchLayoutShifts(page);
    for (const { path, h1 } of PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: h1 }).first().waitFor();
      if (path === '/login' || path === '/register') {
        // Their install banner is the app's, which starts on the visitor's first touch (issue 38).
        await page.getByLabel('Email').focus();
        await expect.poll(() => hydratedByReact(page.locator('form')), { message: path }).toBe(true);
      }
      // Chromium offers installation after load (as under Lighthouse); the test plays the browser's part.
      await page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        });
        window.dispatchEvent(event);
      });
      if (path !== '/u/demo') {
        await expect
          .poll(() => page.getByRole('region', { name: 'Instalar' }).isVisible(), { message: path })
          .toBe(true);
      }
      // Give late work (fonts, hydration, lazy screens) a frame to land before reading the sum.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
      );
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, path).toBeLessThanOrEqual(CLS_TARGET);
    }
    await context.close();
  });

  it('never send what was typed in a login form before its script ran (posted, no values in the URL)', async () => {
    const { context, page } = await newPage(browser, { mobile: true, javaScriptEnabled: false });
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Iniciar Sesión' });
    // Issue 38: submittable before the script, the server takes the post.
    expect(await submit.isDisabled()).toBe(false);
    expect(await page.locator('form').getAttribute('method')).toBe('post');
    await page.getByLabel('Email').fill('demo@enlaza.ar');
    await page.getByLabel('Contraseña').fill('demo1234');
    await page.getByLabel('Contraseña').press('Enter');
    await page.waitForLoadState('load');
    expect(page.url()).not.toContain('demo1234');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('come alive after hydration: the phone menu opens on the landing and a legal page', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    for (const path of ['/', '/terminos']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const toggle = page.getByRole('button', { name: 'Abrir menú' });
      await expect
        .poll(async () => {
          if (await toggle.isVisible()) await toggle.click();
          return page.getByRole('button', { name: 'Cerrar menú' }).isVisible();
        })
        .toBe(true);
    }
    await context.close();
  });

  it("show on the landing the demo's real goal, the same as /u/demo (seeded donations, two thirds or more)", async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    await page.goto('/');
    const sample = page.locator('.phone');
    const landingPercent = await sample.locator('.goal-bar-percent').innerText();
    const landingAmounts = await sample.locator('.goal-bar-amounts').innerText();
    await page.goto('/u/demo');
    const profilePercent = await page.locator('.pp-goal-percent').innerText();
    const profileRaised = await page.locator('.pp-goal-raised').innerText();
    expect(landingPercent.replace(/\s/g, '')).toBe(profilePercent.replace(/\s/g, ''));
    const money = (text: string) => text.match(/\$\s?[\d.]+/g) ?? [];
    expect(money(landingAmounts)).toEqual(money(profileRaised));
    const percent = Number.parseInt(profilePercent, 10);
    // Seeded at 66 % (app-pages.test.ts reads the exact amount); journeys that ran before on this
    // worker's server may have donated to the demo since, and donations only add.
    expect(percent).toBeGreaterThanOrEqual(60);
    expect(percent).toBeLessThanOrEqual(100);
    await context.close();
  });

  it('keep the public pages within their first-load JS budget (sum of the gzip sizes of the JS they load)', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    const eventsHtml = await (await page.request.get('/u/demo/events')).text();
    const eventPath = /href="(\/e\/demo\/\d+)"/.exec(eventsHtml)?.[1];
    expect(eventPath).toBeDefined();
    // Issue 38: the landing, featured and legal pages are islands too, within the same budget.
    const islands = ['/', '/creadores-destacados', '/terminos', '/privacidad', '/cookies'];
    for (const path of ['/u/demo', '/u/demo/events', eventPath as string, ...islands]) {
      const scripts = new Map<string, number>();
      const pending: Promise<void>[] = [];
      const onResponse = (response: Response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          response.body().then(
            (body) => void scripts.set(response.url(), gzipSync(body).length),
            () => undefined,
          ),
        );
      };
      page.on('response', onResponse);
      await page.goto(path, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      page.off('response', onResponse);
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      expect(scripts.size, path).toBeGreaterThan(0);
      expect(total, `${path}\n${[...scripts.keys()].join('\n')}`).toBeLessThanOrEqual(PUBLIC_JS_BUDGET_BYTES);
    }
    await context.close();
  });
});
