import { argentinaNow, argentinaToday } from '@enlaza/shared/events-dates';
import { CSV_COLUMNS } from '@enlaza/shared/exports';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, uniqueCreator } from '../support/browser';
import { readDownload } from '../support/download';
import { type ServerProcess, startJourneyServer } from '../support/server-process';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

/**
 * Exports and scheduled links (issue 14 §5, §6). The donations screen is behind
 * FEATURE_DONATIONS_SCREEN, off on the shared journey server: this file starts a second server with
 * it on, so each CSV is downloaded from its own dashboard screen.
 */

let browser: Browser;
let flagged: ServerProcess;
let session: ApiSession;
const creator = uniqueCreator('exportar');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

beforeAll(async () => {
  browser = await launchBrowser();
  flagged = await startJourneyServer({ FEATURE_DONATIONS_SCREEN: 'true' });
  session = await registerViaApi(creator, flagged.url);
});
afterAll(async () => {
  await browser?.close();
  await flagged?.stop();
});

async function api(path: string, body: object): Promise<void> {
  const res = await fetch(`${flagged.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
}

/** A CSV as a spreadsheet reads it: the BOM checked and dropped, rows split on CRLF and ';'. */
function readCsv(bytes: Buffer): string[][] {
  expect(bytes.subarray(0, 3)).toEqual(BOM);
  return bytes
    .subarray(3)
    .toString('utf8')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}

const today = () => argentinaToday(new Date());
const DAY = /^\d{2}\/\d{2}\/\d{4}$/;

describe('exports', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    await api('/links', { title: 'Canción de Córdoba', url: 'https://example.com/cancion' });
    await api('/links', { title: 'Tienda; remeras', url: 'https://example.com/tienda' });
    await api('/events', {
      title: 'Peña en Córdoba',
      location: 'Teatro Martín Coronado',
      event_date: argentinaToday(new Date(Date.now() + 30 * 86_400_000)),
      event_time: '21:30',
      is_free: false,
      price: 2500,
    });
    await api('/goals', { title: 'Grabar el disco', description: 'Ocho canciones', target_amount: 80000 });
    ({ context, page } = await signedInPage(browser, session, { baseURL: flagged.url }));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('a visitor donates through the simulator, so the donations export has a row', async () => {
    await page.goto('/dashboard/donations');
    await page.getByRole('button', { name: 'Conectar con MercadoPago' }).click();
    await page.waitForURL(/\/simulador\/mercadopago\/autorizar/);
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await page.waitForURL(/\/dashboard/);

    const visitor = await newPage(browser, { mobile: true, baseURL: flagged.url });
    await visitor.page.goto(`/u/${creator.username}`);
    await visitor.page
      .getByRole('region', { name: 'Grabar el disco' })
      .getByRole('button', { name: 'Aportar' })
      .click();
    const dialog = visitor.page.getByRole('dialog', { name: `Apoyar a ${creator.fullName}` });
    await dialog.getByLabel('Monto del aporte (ARS)').fill('1500');
    await dialog.getByLabel(/Tu nombre/).fill('José Peña');
    await dialog.getByRole('button', { name: /^Aportar/ }).click();
    await visitor.page.waitForURL(/\/simulador\/mercadopago\/checkout\//);
    await visitor.page.getByRole('button', { name: 'Aprobar pago' }).click();
    await visitor.page.waitForURL(/\/donacion\//);
    await expect
      .poll(() => visitor.page.getByRole('heading', { name: '¡Gracias por tu aporte!' }).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    await visitor.context.close();
  });

  it('downloads the links CSV from the links screen', async () => {
    await page.goto('/dashboard/links');
    const file = await readDownload(page, () =>
      page.getByRole('button', { name: 'Exportar enlaces (CSV)' }).click(),
    );
    expect(file.name).toBe(`enlaza-enlaces-${today()}.csv`);
    const rows = readCsv(file.bytes);
    expect(rows[0]).toEqual([...CSV_COLUMNS.links]);
    expect(rows[1]?.slice(0, 3)).toEqual(['Canción de Córdoba', 'https://example.com/cancion', 'Activo']);
    expect(rows[1]?.[7]).toMatch(DAY);
    // A ';' inside a cell is quoted, so the row keeps its columns.
    expect(file.bytes.toString('utf8')).toContain('"Tienda; remeras";https://example.com/tienda;Activo');
  });

  it("downloads the events CSV from the events manager's 'Exportar'", async () => {
    await page.goto('/dashboard/events');
    const file = await readDownload(page, () =>
      page.getByRole('button', { name: 'Exportar eventos (CSV)' }).click(),
    );
    expect(file.name).toBe(`enlaza-eventos-${today()}.csv`);
    const rows = readCsv(file.bytes);
    expect(rows[0]).toEqual([...CSV_COLUMNS.events]);
    const [title, category, status, day, time, , , place] = rows[1] ?? [];
    expect([title, category, status, time, place]).toEqual([
      'Peña en Córdoba',
      'Otro',
      'Publicado',
      '21:30',
      'Teatro Martín Coronado',
    ]);
    expect(day).toMatch(DAY);
    expect(rows[1]?.[12]).toBe('2.500,00');
  });

  it('downloads the donations CSV from the donations screen', async () => {
    await page.goto('/dashboard/donations');
    const file = await readDownload(page, () =>
      page.getByRole('button', { name: 'Exportar donaciones (CSV)' }).click(),
    );
    expect(file.name).toBe(`enlaza-donaciones-${today()}.csv`);
    const rows = readCsv(file.bytes);
    expect(rows[0]).toEqual([...CSV_COLUMNS.donations]);
    const row = rows[1] ?? [];
    expect(row[0]).toMatch(DAY);
    expect(row[1]).toMatch(/^\d{2}:\d{2}$/);
    expect([row[2], row[4], row[8], row[10]]).toEqual([
      'José Peña',
      '1.500,00',
      'Aprobado',
      'Grabar el disco',
    ]);
  });

  it('downloads the whole account as JSON from the profile screen', async () => {
    await page.goto('/dashboard/profile');
    const file = await readDownload(page, () =>
      page.getByRole('button', { name: 'Descargar mis datos' }).click(),
    );
    expect(file.name).toBe(`enlaza-cuenta-${today()}.json`);
    const account = JSON.parse(file.bytes.toString('utf8')) as {
      profile: { username: string };
      links: { title: string }[];
      events: { title: string }[];
      goals: { title: string; current_amount: number }[];
      donations: { donor_name: string; amount: number }[];
    };
    expect(account.profile.username).toBe(creator.username);
    expect(account.links.map((l) => l.title)).toEqual(['Canción de Córdoba', 'Tienda; remeras']);
    expect(account.events.map((e) => e.title)).toEqual(['Peña en Córdoba']);
    expect(account.goals).toMatchObject([{ title: 'Grabar el disco', current_amount: 1500 }]);
    expect(account.donations).toMatchObject([{ donor_name: 'José Peña', amount: 1500 }]);
    expect(file.bytes.toString('utf8')).not.toMatch(/password|token|secret/i);
  });
});

describe('scheduled links', () => {
  it("a link scheduled to start in a minute is 'Programado', then shows on the public page", async () => {
    const { context, page } = await signedInPage(browser, session, { baseURL: flagged.url });
    // The next whole minute (in Argentine time) if it is at least 20 s away, time enough to check the
    // page before it; otherwise the one after.
    const toNextMinute = 60_000 - (Date.now() % 60_000);
    const start = argentinaNow(new Date(Date.now() + (toNextMinute >= 20_000 ? 60_000 : 120_000)));
    await page.goto('/dashboard/links');
    await page.getByRole('button', { name: 'Agregar enlace', exact: true }).click();
    const form = page.getByRole('region', { name: 'Nuevo enlace' });
    await form.getByLabel('Título').fill('Preventa del disco');
    await form.getByLabel('URL').fill('https://example.com/preventa');
    await form.getByLabel('Mostrar desde').fill(`${start.date}T${start.time}`);
    await form.getByRole('button', { name: 'Agregar enlace' }).click();
    await expect.poll(() => page.getByText('Enlace agregado correctamente').isVisible()).toBe(true);
    const row = page.locator('.link-row', { hasText: 'Preventa del disco' });
    expect(await row.getByText('Programado').isVisible()).toBe(true);

    // Not on the server-rendered public page yet…
    const visitor = await newPage(browser, { mobile: true, baseURL: flagged.url });
    await visitor.page.goto(`/u/${creator.username}`);
    expect(await visitor.page.getByText('Canción de Córdoba').isVisible()).toBe(true);
    expect(await visitor.page.getByText('Preventa del disco').count()).toBe(0);

    // …and there once its minute has come (the page is asked again until then).
    await expect
      .poll(
        async () => {
          await visitor.page.reload();
          return visitor.page.getByText('Preventa del disco').count();
        },
        { timeout: 200_000, interval: 2_000 },
      )
      .toBe(1);
    // The manager drops the badge at the same minute, without a reload.
    await expect.poll(() => row.getByText('Programado').count(), { timeout: 70_000 }).toBe(0);
    await visitor.context.close();
    await context.close();
  }, 330_000);
});
