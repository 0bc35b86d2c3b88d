import { argentinaToday } from '@enlaza/shared/events';
import { themeBackground } from '@enlaza/shared/theme';
import jsQR from 'jsqr';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { readDownload } from '../support/download';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('eventos');

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
});

interface ApiEvent {
  id: number;
  title: string;
  is_online: boolean;
  meeting_url: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  is_free: boolean;
  price: number;
  max_attendees: number | null;
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** 'YYYY-MM-DD' some days after today in Argentina. */
function daysFromNow(days: number): string {
  return argentinaToday(new Date(Date.now() + days * 86_400_000));
}

describe('events manager', () => {
  it('creates an online event and an in-person one with a picked address, and downloads a QR that scans', async () => {
    const { context, page } = await signedInPage(browser, session);
    await page.goto('/dashboard/events');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Mis Eventos');
    await expect.poll(() => page.getByText('Todavía no creaste eventos.').isVisible()).toBe(true);

    // An online, free event.
    await page.getByRole('button', { name: 'Nuevo evento' }).click();
    let form = page.getByRole('region', { name: 'Nuevo evento' });
    await form.getByLabel('Título').fill('Charla online de composición');
    await form.getByLabel('Categoría').selectOption('workshop');
    await form.getByLabel('Fecha', { exact: true }).fill(daysFromNow(20));
    await form.getByLabel('Hora (opcional)').fill('19:00');
    await form.getByLabel('Es un evento online').check();
    await form.getByRole('button', { name: 'Crear evento' }).click();
    await expect
      .poll(() => form.getByText('El enlace de la reunión es requerido para eventos online').isVisible())
      .toBe(true);
    await form.getByLabel('Enlace de la reunión').fill('https://meet.example.com/charla');
    await form.getByLabel('Evento gratuito').check();
    expect(await form.getByLabel('Precio (ARS)').isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Crear evento' }).click();
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => page.getByText('Evento creado correctamente').isVisible()).toBe(true);

    // An in-person event whose address is picked from the suggestions with the keyboard.
    await page.getByRole('button', { name: 'Nuevo evento' }).click();
    form = page.getByRole('region', { name: 'Nuevo evento' });
    await form.getByLabel('Título').fill('Concierto en el Colón');
    await form.getByLabel('Categoría').selectOption('concert');
    await form.getByLabel('Fecha', { exact: true }).fill(daysFromNow(45));
    await form.getByLabel('Hora (opcional)').fill('21:00');
    await form.getByLabel('Lugar', { exact: true }).fill('Teatro Colón');
    const address = form.getByRole('combobox', { name: 'Dirección (opcional)' });
    await address.pressSequentially('Teatro Col', { delay: 40 });
    const option = form.getByRole('option', { name: /Teatro Colón/ });
    await expect.poll(() => option.first().isVisible()).toBe(true);
    expect(await address.getAttribute('aria-expanded')).toBe('true');
    await address.press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
    await address.press('Enter');
    await expect.poll(() => address.inputValue()).toMatch(/^Teatro Colón, Cerrito 628/);
    expect(await form.getByText('Ubicación encontrada en el mapa').isVisible()).toBe(true);
    await form.getByLabel('Precio (ARS)').fill('15000');
    await form.getByLabel('Cupo máximo (opcional)').fill('250');
    await form.getByRole('button', { name: 'Crear evento' }).click();
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => page.getByText('Evento creado correctamente').isVisible()).toBe(true);

    // Both are listed as upcoming, with their price and place.
    await expect.poll(() => page.getByRole('heading', { name: 'Próximos (2)' }).isVisible()).toBe(true);
    const online = page.getByRole('article', { name: 'Charla online de composición' });
    const concert = page.getByRole('article', { name: 'Concierto en el Colón' });
    expect(await online.textContent()).toContain('Gratis');
    // Its place was left blank, so it reads 'Online', and no second 'Online' marker beside it.
    expect(await online.locator('dd', { hasText: 'Online' }).first().textContent()).toBe('Online');
    expect((await concert.textContent())?.replace(/\u00a0/g, ' ')).toContain('$ 15.000');
    expect(await concert.textContent()).toContain('250 personas');

    const { events } = await api<{ events: ApiEvent[] }>('/events');
    const onlineEvent = events.find((e) => e.title === 'Charla online de composición');
    const concertEvent = events.find((e) => e.title === 'Concierto en el Colón');
    expect(onlineEvent).toMatchObject({
      is_online: true,
      meeting_url: 'https://meet.example.com/charla',
      is_free: true,
    });
    if (!concertEvent) throw new Error('the concert was not saved');
    const { event: stored } = await api<{ event: ApiEvent }>(`/events/${concertEvent.id}`);
    expect(stored.address).toMatch(/^Teatro Colón, Cerrito 628/);
    expect(stored.latitude).toBeCloseTo(-34.601, 1);
    expect(stored.longitude).toBeCloseTo(-58.383, 1);
    expect(stored).toMatchObject({ is_online: false, meeting_url: null, price: 15000, max_attendees: 250 });

    expect(await axeViolations(page)).toEqual([]);

    // The QR downloads as a PNG that scans to the public event page.
    const qr = await readDownload(page, () =>
      concert.getByRole('button', { name: /^Descargar QR de / }).click(),
    );
    expect(qr.name).toBe(`qr-evento-${concertEvent.id}.png`);
    expect(qr.bytes.subarray(1, 4).toString()).toBe('PNG');
    const png = PNG.sync.read(qr.bytes);
    expect(png.width).toBe(140);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(`${baseUrl()}/e/${creator.username}/${concertEvent.id}`);

    // 'Exportar' downloads the events as a CSV (its columns are checked in exports.test.ts).
    const csv = await readDownload(page, () =>
      page.getByRole('button', { name: 'Exportar eventos (CSV)' }).click(),
    );
    expect(csv.name).toBe(`enlaza-eventos-${argentinaToday(new Date())}.csv`);
    expect(csv.bytes.toString('utf8')).toContain(concertEvent.title);
    await context.close();
  });

  it('uploads an event image, offers the calendar file without JavaScript and keeps a cancelled event reachable', async () => {
    const { context, page } = await signedInPage(browser, session);
    await page.goto('/dashboard/events');
    await page.getByRole('button', { name: 'Nuevo evento' }).click();
    const form = page.getByRole('region', { name: 'Nuevo evento' });
    await form.getByLabel('Título').fill('Feria de ilustración');
    await form.getByLabel('Fecha', { exact: true }).fill(daysFromNow(30));
    await form.getByLabel('Hora (opcional)').fill('18:30');
    await form.getByLabel('Lugar', { exact: true }).fill('Centro Cultural Recoleta');
    const image = new PNG({ width: 320, height: 180 });
    image.data.fill(200);
    await form.getByLabel('Elegir imagen del evento').setInputFiles({
      name: 'afiche.png',
      mimeType: 'image/png',
      buffer: PNG.sync.write(image),
    });
    await expect
      .poll(() => form.getByLabel('URL de la imagen (opcional)').inputValue())
      .toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    // The preview renders a moment after the field takes the uploaded URL.
    await expect.poll(() => form.getByRole('img', { name: 'Imagen del evento' }).isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Crear evento' }).click();
    await expect.poll(() => form.count()).toBe(0);
    await context.close();

    const { events } = await api<{ events: (ApiEvent & { image_url: string | null })[] }>('/events');
    const fair = events.find((e) => e.title === 'Feria de ilustración');
    if (!fair) throw new Error('the fair was not saved');
    expect(fair.image_url).toMatch(/^\/uploads\//);

    // Without JavaScript: the page, its image and the calendar file, all from the server.
    const visitor = await newPage(browser, { javaScriptEnabled: false });
    const eventPath = `/e/${creator.username}/${fair.id}`;
    await visitor.page.goto(eventPath);
    expect(await visitor.page.locator('.pp-hero-image').getAttribute('src')).toBe(fair.image_url);
    const ics = await readDownload(visitor.page, () =>
      visitor.page.getByRole('link', { name: 'Agregar al calendario' }).click(),
    );
    expect(ics.name).toBe(`evento-${fair.id}.ics`);
    const text = ics.bytes.toString('utf8');
    expect(text).toContain('BEGIN:VEVENT\r\n');
    expect(text).toContain('SUMMARY:Feria de ilustración\r\n');
    expect(text).toMatch(/DTSTART:\d{8}T213000Z\r\n/);

    // Cancelled: still there for the printed QR codes, marked, and out of search engines.
    const res = await fetch(`${baseUrl()}/api/events/${fair.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(res.status).toBe(200);
    await expect
      .poll(async () => (await visitor.page.goto(eventPath))?.status(), { timeout: 5000 })
      .toBe(200);
    await expect.poll(() => visitor.page.getByText('Este evento fue cancelado').isVisible()).toBe(true);
    expect(await visitor.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await visitor.page.getByRole('link', { name: 'Agregar al calendario' }).count()).toBe(0);
    await visitor.context.close();
  });

  it('on a 412 px phone: one QR per card, the gorra QR under its heading, cancelled events apart, Online once', async () => {
    const { context, page } = await signedInPage(browser, session, { mobile: true });
    await page.setViewportSize({ width: 412, height: 900 });
    await page.goto('/dashboard/events');
    const concert = page.getByRole('article', { name: 'Concierto en el Colón' });
    await concert.waitFor();
    const visibleQrs = (card: typeof concert) =>
      card
        .locator('.event-qr-image img')
        .evaluateAll((imgs) => imgs.filter((img) => img.getBoundingClientRect().height > 0).length);
    await expect.poll(() => visibleQrs(concert)).toBe(1);

    expect(await concert.getByRole('heading', { level: 4, name: 'QR para pasar la gorra' }).isVisible()).toBe(
      true,
    );
    const qrToggle = (verb: string) =>
      concert.getByRole('button', { name: `${verb} QR para pasar la gorra de "Concierto en el Colón"` });
    expect(await qrToggle('Mostrar').getAttribute('aria-expanded')).toBe('false');
    await qrToggle('Mostrar').click();
    expect(await qrToggle('Ocultar').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => visibleQrs(concert)).toBe(2);
    expect(
      await concert
        .getByRole('button', { name: 'Descargar QR para pasar la gorra de "Concierto en el Colón"' })
        .isVisible(),
    ).toBe(true);

    // The cancelled fair has its own section and tab, and is neither upcoming nor past.
    const section = (name: RegExp) => page.getByRole('region', { name });
    expect(
      await section(/^Cancelados/)
        .getByRole('article', { name: 'Feria de ilustración' })
        .isVisible(),
    ).toBe(true);
    expect(
      await section(/^Próximos/)
        .getByRole('article', { name: 'Feria de ilustración' })
        .count(),
    ).toBe(0);
    await page.getByRole('button', { name: 'Cancelados (1)' }).click();
    expect(await page.getByRole('heading', { level: 2, name: 'Cancelados (1)' }).isVisible()).toBe(true);
    expect(await page.getByRole('article').count()).toBe(1);
    await page.getByRole('button', { name: /^Todos/ }).click();

    const online = page.getByRole('article', { name: 'Charla online de composición' });
    expect((await online.innerText()).match(/\bOnline\b/g) ?? []).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("dresses the events list, an event and its gorra page in the creator's colours", async () => {
    const theme = { primary_color: '#0f766e', accent_color: '#f97316', background_style: 'vibrant' } as const;
    const res = await fetch(`${baseUrl()}/api/users/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ theme }),
    });
    expect(res.status).toBe(200);
    const { events } = await api<{ events: ApiEvent[] }>('/events');
    const concert = events.find((e) => e.title === 'Concierto en el Colón');
    if (!concert) throw new Error('the concert is missing');
    const expected = hexToRgb(themeBackground(theme).pageColor);
    expect(expected).not.toBe(hexToRgb(themeBackground(null).pageColor));

    const { context, page } = await newPage(browser, { mobile: true });
    for (const path of [
      `/u/${creator.username}/events`,
      `/e/${creator.username}/${concert.id}`,
      `/e/${creator.username}/${concert.id}/aportar`,
    ]) {
      await expect
        .poll(
          async () => {
            await page.goto(path);
            return page.locator('.pp-page').evaluate((el) => getComputedStyle(el).backgroundColor);
          },
          { timeout: 5000 },
        )
        .toBe(expected);
    }
    await context.close();
  });
});

/** '#0f766e' as the browser computes it: 'rgb(15, 118, 110)'. */
function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
