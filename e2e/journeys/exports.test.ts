import { argentinaToday } from '@enlaza/shared/events';
import { CSV_COLUMNS } from '@enlaza/shared/exports';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { readDownload } from '../support/download';
import { type ApiSession, connectMercadoPago, registerViaApi, signedInPage } from '../support/session';

/**
 * Exports (issue 14 §5): each CSV downloaded from its own dashboard screen (the journey servers run
 * the donations screen). Scheduled links (§6) are proved without a real minute's wait:
 * scheduled-links.dialect.test.ts (the public page from its minute on, TestClock) and
 * links-manager.test.tsx (the badge drops at the minute, fake timers).
 */

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('exportar');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
});
async function api(path: string, body: object): Promise<void> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
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
    ({ context, page } = await signedInPage(browser, session));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('a visitor donates through the simulator, so the donations export has a row', async () => {
    await connectMercadoPago(page);

    const visitor = await newPage(browser, { mobile: true });
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
