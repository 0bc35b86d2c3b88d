import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, connectMercadoPago, registerViaApi, signedInPage } from '../support/session';

/**
 * The statistics screen (FEATURE_ANALYTICS_SCREEN, on in the journey servers): records a few views
 * and clicks the way visitors' browsers do, and reads them on the screen; with the flag off (shown
 * through newPage's `features`) the route redirects.
 */

const BROWSERS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
];

let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
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

/**
 * A visitor's browser reporting a view of the profile (as the public page's beacon does); `counted`:
 * whether it should count (a repeat within half an hour is the same visit, issue 30).
 */
async function visit(
  base: string,
  username: string,
  userAgent: string,
  referer?: string,
  search?: string,
  counted = true,
): Promise<void> {
  const res = await fetch(`${base}/api/public/${username}/view`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, ...(referer ? { referer } : {}) },
    body: JSON.stringify({ page: 'profile', ...(search ? { search } : {}) }),
  });
  expect(await res.json()).toMatchObject({ counted });
}

/** The same visitor's browser opening 'Aportar', then starting a payment `payments` times. */
async function openAportarAndPay(
  base: string,
  username: string,
  userAgent: string,
  goalId: number,
  payments: number,
): Promise<void> {
  const opened = await fetch(`${base}/api/public/${username}/donate-opened`, {
    method: 'POST',
    headers: { 'user-agent': userAgent },
  });
  expect(await opened.json()).toMatchObject({ counted: true });
  for (let i = 0; i < payments; i += 1) {
    const res = await fetch(`${base}/api/donations/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ goal_id: goalId, amount: 1000 + i }),
    });
    expect(res.status).toBe(201);
  }
}

/** The funnel's rows as read: label, share of the step before (if any) and value. */
async function funnelRows(page: Page): Promise<string[]> {
  const funnel = page.getByRole('region', { name: 'Embudo de aportes' });
  await expect.poll(() => funnel.getByRole('listitem').count()).toBe(4);
  return (await funnel.getByRole('listitem').allTextContents()).map((t) =>
    t
      .replace(/\s+/g, ' ')
      .replace(/(Sin datos del período anterior)+/, '')
      .trim(),
  );
}

/** Issue 30 §11: one visitor opening 'Aportar' and starting three payments is one person per step. */
const FUNNEL_ROWS = [
  'Visitantes de la página3',
  'Abrieron «Aportar»33,3% del paso anterior1',
  'Iniciaron un pago100,0% del paso anterior1',
  'Completaron un aporte0,0% del paso anterior0',
];

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
    // Verified (through the outbox) so that Mercado Pago can be connected and payments started.
    session = await registerViaApi(creator);
    const link = async (title: string) =>
      (
        (await api(baseUrl(), session.token, 'POST', '/links', {
          title,
          url: `https://example.com/${title}`,
        })) as {
          data: { link: { id: number } };
        }
      ).data.link.id;
    const instagram = await link('Instagram');
    const shop = await link('Tienda');
    const [a, b, c] = BROWSERS as [string, string, string];
    await visit(baseUrl(), creator.username, a, 'https://l.instagram.com/?u=x');
    // The same visitor again at once: the same visit, not another view.
    await visit(baseUrl(), creator.username, a, 'https://www.instagram.com/', undefined, false);
    await visit(
      baseUrl(),
      creator.username,
      b,
      'https://www.instagram.com/',
      '?utm_source=instagram&utm_medium=bio&utm_campaign=gira',
    );
    await visit(baseUrl(), creator.username, c);
    await click(baseUrl(), instagram, a);
    await click(baseUrl(), instagram, b);
    await click(baseUrl(), shop, c);
    ({ context, page } = await signedInPage(browser, session));
    await connectMercadoPago(page);
    const goal = (await api(baseUrl(), session.token, 'POST', '/goals', {
      title: 'Grabar el disco',
      description: 'Estudio',
      target_amount: 80000,
    })) as { data: { goal: { id: number } } };
    await openAportarAndPay(baseUrl(), creator.username, a, goal.data.goal.id, 3);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the recorded figures, draws the charts and passes axe', async () => {
    await page.goto(`${baseUrl()}/dashboard/analytics`);
    expect(new URL(page.url()).pathname).toBe('/dashboard/analytics');
    await expect.poll(() => card(page, 'Visitas').textContent()).toContain('3');
    expect(await card(page, 'Visitantes únicos').textContent()).toContain('3');
    expect(await card(page, 'Clics').textContent()).toContain('3');
    expect(await card(page, 'Visitas').textContent()).toContain('Sin datos del período anterior');

    // uPlot draws on canvases, one per chart, as wide as their card.
    const canvases = page.locator('.analytics-chart-canvas canvas');
    await expect.poll(() => canvases.count()).toBe(2);
    const box = await canvases.first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    await expect.poll(() => dayRows(page).count()).toBe(7);
    expect(await dayRows(page).last().locator('td').allTextContents()).toEqual(['3', '3']);

    const referrers = page.getByRole('region', { name: 'De dónde llegan tus visitas' });
    expect(
      (await referrers.getByRole('listitem').allTextContents()).map((t) => t.replace(/\s+/g, ' ')),
    ).toEqual(['instagram.com2 visitas', 'Directo1 visitas']);
    const clicks = page.getByRole('region', { name: 'Clics por enlace' });
    expect(await clicks.getByRole('listitem').first().textContent()).toContain('Instagram');
    expect(await page.getByRole('region', { name: 'Actividad reciente' }).textContent()).toContain(
      'Creaste el enlace "Tienda"',
    );
    // Issue 24: the visits by device and campaign, and the donation funnel.
    const rows = async (name: string) =>
      (await page.getByRole('region', { name }).getByRole('listitem').allTextContents()).map((t) =>
        t.replace(/\s+/g, ' '),
      );
    expect(await rows('Dispositivos')).toEqual(['Móvil2 visitas', 'Computadora1 visitas']);
    expect(await rows('Campañas')).toEqual(['instagram / bio / gira1 visitas']);
    // Issue 30: every step counts people, so none is over 100 % of the one before; the approved sum
    // and the Donaciones card both say they leave monthly charges out.
    expect(await funnelRows(page)).toEqual(FUNNEL_ROWS);
    const funnel = page.getByRole('region', { name: 'Embudo de aportes' });
    expect(await funnel.textContent()).toContain('Cada paso cuenta personas');
    expect(await funnel.textContent()).toContain('Solo aportes únicos, sin cargos mensuales.');
    expect(await card(page, 'Donaciones').textContent()).toContain('sin cargos mensuales');
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
    // Every query settled and the body faded back in (it is dimmed while a range loads).
    await expect
      .poll(() => page.locator('.analytics-body').evaluate((body) => getComputedStyle(body).opacity))
      .toBe('1');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fits a phone without sideways scrolling', async () => {
    const phone = await signedInPage(browser, session, { mobile: true });
    try {
      await phone.page.setViewportSize({ width: 360, height: 800 });
      await phone.page.goto(`${baseUrl()}/dashboard/analytics`);
      await expect.poll(() => phone.page.locator('.analytics-chart-canvas canvas').count()).toBe(2);
      expect(await funnelRows(phone.page)).toEqual(FUNNEL_ROWS);
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

/** Every text a canvas drew since it was last cleared, with its box in the canvas's own pixels. */
interface DrawnText {
  text: string;
  left: number;
  right: number;
}

interface ChartGeometry {
  canvasWidth: number;
  canvasHeight: number;
  /** The plot area (uPlot's .u-over), in canvas pixels. */
  plot: { left: number; top: number; right: number; bottom: number };
  texts: DrawnText[];
  /** Columns of the bars' colour on the row just above the x axis, as [first, last] runs. */
  barRuns: [number, number][];
}

/** Records what uPlot writes on its canvases (it draws labels with fillText, nothing else does). */
function recordCanvasTexts() {
  const drawn = new WeakMap<HTMLCanvasElement, { text: string; left: number; right: number }[]>();
  const proto = CanvasRenderingContext2D.prototype;
  const fillText = proto.fillText;
  const clearRect = proto.clearRect;
  proto.clearRect = function (this: CanvasRenderingContext2D, ...args: [number, number, number, number]) {
    if (args[0] === 0 && args[1] === 0 && args[2] >= this.canvas.width) drawn.set(this.canvas, []);
    clearRect.apply(this, args);
  };
  proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number) {
    const width = this.measureText(text).width;
    const left = this.textAlign === 'right' ? x - width : this.textAlign === 'center' ? x - width / 2 : x;
    const list = drawn.get(this.canvas) ?? [];
    list.push({ text, left, right: left + width });
    drawn.set(this.canvas, list);
    fillText.call(this, text, x, y);
  };
  (window as unknown as { drawnTexts: typeof drawn }).drawnTexts = drawn;
}

/** The donations chart's canvas: where its labels and bars are, in its own pixels. */
function donationsChartGeometry(page: Page): Promise<ChartGeometry> {
  return page
    .getByRole('region', { name: 'Donaciones por día' })
    .locator('.analytics-chart-canvas')
    .evaluate((element) => {
      const canvas = element.querySelector('canvas') as HTMLCanvasElement;
      const over = element.querySelector('.u-over') as HTMLElement;
      const ratio = canvas.width / canvas.getBoundingClientRect().width;
      const canvasBox = canvas.getBoundingClientRect();
      const overBox = over.getBoundingClientRect();
      const plot = {
        left: Math.round((overBox.left - canvasBox.left) * ratio),
        top: Math.round((overBox.top - canvasBox.top) * ratio),
        right: Math.round((overBox.right - canvasBox.left) * ratio),
        bottom: Math.round((overBox.bottom - canvasBox.top) * ratio),
      };
      const texts =
        (window as unknown as { drawnTexts: WeakMap<HTMLCanvasElement, DrawnText[]> }).drawnTexts.get(
          canvas,
        ) ?? [];
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const row = context.getImageData(0, plot.bottom - 3, canvas.width, 1).data;
      const isBar = (x: number) => {
        const [r = 0, g = 0, b = 0, a = 0] = row.slice(x * 4, x * 4 + 4);
        return a > 60 && b > r + 40 && b > g + 40;
      };
      const barRuns: [number, number][] = [];
      for (let x = 0; x < canvas.width; x++) {
        if (!isBar(x)) continue;
        const last = barRuns.at(-1);
        if (last && last[1] === x - 1) last[1] = x;
        else barRuns.push([x, x]);
      }
      return { canvasWidth: canvas.width, canvasHeight: canvas.height, plot, texts, barRuns };
    });
}

describe("statistics charts: whole labels and bars (the demo's donations, 412 and 1280 px)", () => {
  it("draws the y axis' '$' labels and the last day's bar inside the chart", async () => {
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@enlaza.ar', password: 'demo1234' }),
    });
    const demo = ((await login.json()) as { data: ApiSession }).data;
    for (const width of [412, 1280]) {
      const { context, page } = await signedInPage(browser, demo, { mobile: width < 1000 });
      try {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript(recordCanvasTexts);
        await page.goto(`${baseUrl()}/dashboard/analytics`);
        // The demo's seeded donations, all approved today: one bar, on the last day.
        await expect
          .poll(async () => (await donationsChartGeometry(page)).barRuns.length, { timeout: 20_000 })
          .toBe(1);
        const chart = await donationsChartGeometry(page);
        const money = chart.texts.filter((t) => t.text.startsWith('$'));
        expect(money.length, `y labels at ${width}`).toBeGreaterThan(1);
        for (const label of money) {
          expect(label.left, `'${label.text}' at ${width}`).toBeGreaterThanOrEqual(0);
          expect(label.right, `'${label.text}' at ${width}`).toBeLessThanOrEqual(chart.plot.left);
        }
        for (const label of chart.texts) {
          expect(label.left, `'${label.text}' at ${width}`).toBeGreaterThanOrEqual(0);
          expect(label.right, `'${label.text}' at ${width}`).toBeLessThanOrEqual(chart.canvasWidth);
        }
        const [bar] = chart.barRuns as [[number, number]];
        const ratio = chart.canvasWidth / width;
        expect(bar[0], `bar at ${width}`).toBeGreaterThan(chart.plot.left);
        expect(bar[1], `bar at ${width}`).toBeLessThan(chart.plot.right - 2);
        // Whole, not half: as wide as a bar of a 7-day chart is (70 % of a day's slot, at most 48 px).
        const slot = (chart.plot.right - chart.plot.left) / 7;
        const whole = Math.min(0.7 * slot, 48 * ratio);
        expect(bar[1] - bar[0] + 1, `bar width at ${width}`).toBeGreaterThanOrEqual(whole * 0.9);
      } finally {
        await context.close();
      }
    }
  });
});

describe("statistics screen with the flag off (production's default)", () => {
  it('redirects to /dashboard and the menu says Próximamente', async () => {
    const session = await registerViaApi(uniqueCreator('sin-estadisticas'));
    const { context, page } = await signedInPage(browser, session, { features: { analyticsScreen: false } });
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
