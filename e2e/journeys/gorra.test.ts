import { DONATION_MESSAGES, donationDestination } from '@enlaza/shared/donations';
import { argentinaToday } from '@enlaza/shared/events';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, sharedBrowser, uniqueCreator } from '../support/browser';
import { verifyEmailViaOutbox } from '../support/outbox';
import { type ApiSession, signedInPage } from '../support/session';

/**
 * 'Pasar la gorra' (issue 14 §1) and the in-app browser step (§4). The journey servers run with
 * FEATURE_DONATIONS_SCREEN on, so the creator can read the event's total there.
 */

const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36 Instagram 312.0.0.32.112 Android (34/14; 420dpi; 1080x2400; Google; Pixel 8; shiba; es_AR)';
const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.37.109;FBBV/555;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.2;FBLC/es_LA]';
const EVENT_TITLE = 'Peña en el club';
const GOAL_TITLE = 'Grabar el disco';

let browser: Browser;
const creator = uniqueCreator('gorra');
let session: ApiSession;
let eventId: number;
const WHERE_THE_MONEY_GOES = donationDestination({ creatorName: creator.fullName, goalTitle: GOAL_TITLE });

/** es-AR money has a no-break space after the sign. */
const text = (value: string | null) =>
  (value ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function api<T>(method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** A phone visitor's context on this file's server, optionally inside an app's browser. */
async function visitorPage(userAgent?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    baseURL: baseUrl(),
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

async function readDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await api<ApiSession>('POST', '/auth/register', {
    full_name: creator.fullName,
    username: creator.username,
    email: creator.email,
    password: creator.password,
  });
  // Issue 22: only a verified creator connects Mercado Pago.
  await verifyEmailViaOutbox(creator.email);
  await api('POST', '/goals', { title: GOAL_TITLE, description: 'Estudio', target_amount: 80000 });
  const created = await api<{ event: { id: number } }>('POST', '/events', {
    title: EVENT_TITLE,
    event_date: argentinaToday(new Date(Date.now() + 7 * 86_400_000)),
    event_time: '21:00',
    location: 'Club Atlético',
  });
  eventId = created.event.id;
});

describe("'Pasar la gorra' at an event", () => {
  let creatorContext: BrowserContext;
  let creatorPage: Page;
  let donateUrl = '';

  beforeAll(async () => {
    ({ context: creatorContext, page: creatorPage } = await signedInPage(browser, session));
  });
  afterAll(async () => {
    await creatorContext?.close();
  });

  it('the creator connects Mercado Pago and downloads the donation QR as PNG and A6 PDF', async () => {
    const page = creatorPage;
    await page.goto(`${baseUrl()}/dashboard/donations`);
    const panel = page.getByRole('region', { name: 'MercadoPago' });
    await panel.getByRole('button', { name: 'Conectar con MercadoPago' }).click();
    await page.waitForURL(/\/simulador\/mercadopago\/autorizar/);
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await page.waitForURL(/\/dashboard/);

    await page.goto(`${baseUrl()}/dashboard/events`);
    const card = page.getByRole('article', { name: EVENT_TITLE });
    await card.getByRole('button', { name: `Mostrar QR para pasar la gorra de "${EVENT_TITLE}"` }).click();
    const qr = await readDownload(page, () =>
      card.getByRole('button', { name: `Descargar QR para pasar la gorra de "${EVENT_TITLE}"` }).click(),
    );
    expect(qr.name).toBe(`qr-gorra-evento-${eventId}.png`);
    const png = PNG.sync.read(qr.bytes);
    donateUrl = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
    expect(donateUrl).toBe(`${baseUrl()}/e/${creator.username}/${eventId}/aportar`);

    const pdf = await readDownload(page, () =>
      card.getByRole('link', { name: `Descargar PDF (A6) para pasar la gorra de "${EVENT_TITLE}"` }).click(),
    );
    expect(pdf.name).toBe(`gorra-evento-${eventId}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a visitor scans it, gives 1.500 through the checkout and sees the event total', async () => {
    const { context, page } = await visitorPage();
    try {
      await page.goto(donateUrl);
      expect(await page.getByRole('heading', { name: `Aporta a ${creator.fullName}` }).isVisible()).toBe(
        true,
      );
      expect(await page.getByText('Abrir en el navegador').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // Below the minimum: the server answers with the message and keeps what was typed.
      await page.getByRole('radio', { name: 'Otro' }).check();
      await page.getByLabel('Otro monto (en pesos)').fill('50');
      await page.getByLabel('Tu nombre (opcional)').fill('Caro');
      await page.getByRole('button', { name: 'Aportar con Mercado Pago' }).click();
      await expect
        .poll(() => page.getByText(DONATION_MESSAGES.amountMin, { exact: true }).isVisible())
        .toBe(true);
      expect(await page.getByLabel('Tu nombre (opcional)').inputValue()).toBe('Caro');

      await page.getByLabel('Otro monto (en pesos)').fill('1500');
      await page.getByLabel('Mensaje (opcional)').fill('¡Qué noche!');
      // One story of where the money goes: the form, the checkout and the thank-you page.
      expect(await page.getByText(WHERE_THE_MONEY_GOES, { exact: true }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Aportar con Mercado Pago' }).click();
      await page.waitForURL(/\/simulador\/mercadopago\/checkout\//);
      expect(await page.getByText(WHERE_THE_MONEY_GOES, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Objetivo', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Aprobar pago' }).click();
      await page.waitForURL(/\/donacion\//);
      await expect
        .poll(() => page.getByText(`El pago fue aprobado. ${WHERE_THE_MONEY_GOES}`).isVisible(), {
          timeout: 30_000,
        })
        .toBe(true);

      // The provider's notification arrives on its own: the event page shows the total once it has.
      await expect
        .poll(
          async () => {
            await page.goto(`/e/${creator.username}/${eventId}`);
            return text(await page.getByTestId('event-gorra-raised').textContent());
          },
          { timeout: 30_000, interval: 1500 },
        )
        .toBe('$ 1.500');
      expect(await page.getByRole('link', { name: 'Aportar' }).getAttribute('href')).toBe(
        `/e/${creator.username}/${eventId}/aportar`,
      );
    } finally {
      await context.close();
    }
  });

  it("the creator's donations screen shows the event's total", async () => {
    const page = creatorPage;
    await page.goto(`${baseUrl()}/dashboard/donations`);
    await page.getByLabel('Evento').selectOption({ label: EVENT_TITLE });
    const total = page
      .getByRole('list', { name: 'Resumen de donaciones aprobadas' })
      .getByRole('listitem')
      .first();
    await expect.poll(async () => text(await total.textContent())).toBe('Total del evento$ 1.500');
    expect(await page.getByText('¡Qué noche!').first().isVisible()).toBe(true);
  });
});

describe('in-app browsers', () => {
  it("inside Instagram on Android, 'Abrir en el navegador' opens Chrome, and 'Continuar acá' goes on", async () => {
    const { context, page } = await visitorPage(INSTAGRAM_ANDROID);
    try {
      await page.goto(`/e/${creator.username}/${eventId}/aportar`);
      const open = page.getByRole('link', { name: 'Abrir en el navegador' });
      expect(await open.isVisible()).toBe(true);
      expect(await open.getAttribute('href')).toMatch(
        /^intent:\/\/127\.0\.0\.1:\d+\/e\/[^#]+\/aportar#Intent;scheme=http;package=com\.android\.chrome;/,
      );
      expect(await page.getByRole('button', { name: 'Aportar con Mercado Pago' }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Continuar acá' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Aportar con Mercado Pago' }).isVisible())
        .toBe(true);

      // The profile page's donation dialog asks the same first.
      await page.goto(`/u/${creator.username}`);
      await page.getByRole('button', { name: 'Aportar' }).click();
      const dialog = page.getByRole('dialog', { name: `Apoyar a ${creator.fullName}` });
      await expect
        .poll(() => dialog.getByRole('link', { name: 'Abrir en el navegador' }).isVisible())
        .toBe(true);
      await dialog.getByRole('button', { name: 'Continuar acá' }).click();
      expect(await dialog.getByLabel('Monto del aporte (ARS)').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('inside Facebook on iOS, the two-step guide through the ••• menu', async () => {
    const { context, page } = await visitorPage(FACEBOOK_IOS);
    try {
      await page.goto(`/e/${creator.username}/${eventId}/aportar`);
      expect(await page.getByText('Abrir en el navegador').first().isVisible()).toBe(true);
      expect(await page.getByText('Toca el menú ••• (arriba o abajo a la derecha).').isVisible()).toBe(true);
      expect(await page.getByText('Elige «Abrir en el navegador».').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Continuar acá' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
